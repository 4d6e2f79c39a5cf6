import { useLoaderData } from "react-router";
import { webhooksLoader, WebhooksPage } from "~/features/admin-webhooks/webhooks-page";

export const loader = webhooksLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <WebhooksPage list={loaderData} />;
}
