import { Inbox } from "~/features/admin-leads/inbox";
import { inboxLoader } from "~/features/admin-leads/inbox-loader";
import type { Route } from "./+types/leads";

export const clientLoader = inboxLoader(false);

export default function Leads({ loaderData }: Route.ComponentProps) {
  return <Inbox data={loaderData} />;
}
