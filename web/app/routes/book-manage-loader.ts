import type { LoaderFunctionArgs } from "react-router";
import { everyPageOf } from "~/content/every-page";

/** The manage page's loader, run at build or publish time: what every page
 * shows (the booking itself is the browser's to fetch). Its own module,
 * re-exported by each routes/book-manage.{lang}.tsx. */
export function loader({ request }: LoaderFunctionArgs) {
  return everyPageOf(request.url, "book-manage");
}
