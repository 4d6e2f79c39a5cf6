import { useLoaderData } from "react-router";
import { refLoader, WhatsAppRefPage } from "~/features/admin-analytics/whatsapp-ref-page";

export const loader = refLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <WhatsAppRefPage data={loaderData} />;
}
