import { Dashboard } from "~/features/admin-analytics/dashboard";
import { dashboardLoader } from "~/features/admin-analytics/loader";
import type { Route } from "./+types/analytics";

export const clientLoader = dashboardLoader;

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
