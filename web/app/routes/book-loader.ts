import type { LoaderFunctionArgs } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { bookingIn } from "~/content/sections";
import { serviceNamesIn } from "~/content/services";
import { languageOf } from "~/lib/paths";

/** The booking page's loader, run at build or publish time: the page's own
 * words (content) and the services, the form's choices, in its language.
 * Its own module, re-exported by each routes/book.{lang}.tsx (as
 * routes/contact-loader.ts), so the browser build leaves it out. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { text: bookingIn(lang), services: serviceNamesIn(lang), ...everyPageOf(request.url, "book") };
}
