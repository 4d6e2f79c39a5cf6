import { refLoader, WhatsAppRefPage } from "~/features/admin-analytics/whatsapp-ref-page";
import type { Route } from "./+types/whatsapp";

export const clientLoader = refLoader;

export default function WhatsApp({ loaderData }: Route.ComponentProps) {
  return <WhatsAppRefPage data={loaderData} />;
}
