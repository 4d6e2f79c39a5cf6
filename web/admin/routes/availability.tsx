import { useLoaderData } from "react-router";
import { AvailabilityPage } from "~/features/admin-booking/availability-page";
import { availabilityLoader } from "~/features/admin-booking/booking-api";

export const loader = availabilityLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <AvailabilityPage data={loaderData} />;
}
