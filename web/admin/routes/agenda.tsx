import { useLoaderData } from "react-router";
import { AgendaPage } from "~/features/admin-booking/agenda-page";
import { agendaLoader } from "~/features/admin-booking/booking-api";

export const loader = agendaLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <AgendaPage data={loaderData} />;
}
