import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { BookingPage } from "~/features/consultation/booking/booking-page";
import { pageMeta } from "~/lib/meta";
import type { loader } from "./book-loader";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** The booking page: a free call booked in the visitor's time zone. */
export default function BookRoute() {
  const { text, services } = useLoaderData<typeof loader>();
  return <BookingPage text={text} services={services} />;
}
