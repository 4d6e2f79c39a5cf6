import type { LoaderFunctionArgs } from "react-router";
import { footerServicesIn } from "~/content/services";
import { languageOf } from "~/lib/paths";

/** The manage page's loader, run at build or publish time: the footer's
 * services (the booking itself is the browser's to fetch). Its own module,
 * re-exported by each routes/book-manage.{lang}.tsx. */
export function loader({ request }: LoaderFunctionArgs) {
  return { footerServices: footerServicesIn(languageOf(request.url)) };
}
