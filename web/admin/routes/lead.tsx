import { useLoaderData } from "react-router";
import { LeadPage } from "~/features/admin-leads/lead-page";
import { leadLoader } from "~/features/admin-leads/lead-actions";

export const loader = leadLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <LeadPage data={loaderData} />;
}
