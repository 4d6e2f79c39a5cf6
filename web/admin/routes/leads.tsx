import { useLoaderData } from "react-router";
import { Inbox } from "~/features/admin-leads/inbox";
import { inboxLoader } from "~/features/admin-leads/inbox-loader";

export const loader = inboxLoader(false);

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <Inbox data={loaderData} />;
}
