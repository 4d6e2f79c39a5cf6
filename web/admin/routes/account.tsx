import { useLoaderData } from "react-router";
import { accountLoader } from "~/features/admin-account/account-actions";
import { AccountPage } from "~/features/admin-account/account-page";
import { CalendarFeed } from "~/features/admin-booking/calendar-feed";

export const loader = accountLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <AccountPage sessions={loaderData.sessions} passkeys={loaderData.passkeys} report={loaderData.report} calendarFeed={<CalendarFeed />} />;
}
