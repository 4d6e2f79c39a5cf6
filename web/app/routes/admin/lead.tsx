import { LeadPage } from "~/features/admin-leads/lead-page";
import { leadLoader } from "~/features/admin-leads/lead-actions";
import type { Route } from "./+types/lead";

export const clientLoader = leadLoader;

export default function Lead({ loaderData }: Route.ComponentProps) {
  return <LeadPage data={loaderData} />;
}
