import { useLoaderData } from "react-router";
import { LeadMeeting } from "~/features/admin-booking/lead-meeting";
import { LeadPage } from "~/features/admin-leads/lead-page";
import { leadLoader } from "~/features/admin-leads/lead-actions";

export const loader = leadLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  const booking = loaderData.lead.booking;
  return <LeadPage data={loaderData} meeting={booking && <LeadMeeting meeting={booking} />} />;
}
