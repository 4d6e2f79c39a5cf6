import { useLoaderData } from "react-router";
import { Dashboard } from "~/features/admin-analytics/dashboard";
import { dashboardLoader } from "~/features/admin-analytics/loader";

export const loader = dashboardLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <Dashboard data={loaderData} />;
}
