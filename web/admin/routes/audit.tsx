import { useLoaderData } from "react-router";
import { auditLoader, AuditPage } from "~/features/admin-audit/audit-page";

export const loader = auditLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <AuditPage entries={loaderData.entries} next={loaderData.next} />;
}
