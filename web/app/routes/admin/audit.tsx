import { auditLoader, AuditPage } from "~/features/admin-audit/audit-page";
import type { Route } from "./+types/audit";

export const clientLoader = auditLoader;

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage entries={loaderData.entries} next={loaderData.next} />;
}
