import { Inbox } from "~/features/admin-leads/inbox";
import { inboxLoader } from "~/features/admin-leads/inbox-loader";
import type { Route } from "./+types/spam";

export const clientLoader = inboxLoader(true);

export default function Spam({ loaderData }: Route.ComponentProps) {
  return <Inbox data={loaderData} />;
}
