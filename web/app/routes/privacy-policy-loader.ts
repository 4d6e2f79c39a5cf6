import type { LoaderFunctionArgs } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { legalIn } from "~/content/legal";
import { languageOf } from "~/lib/paths";

/** The privacy-policy page's loader, run at build or publish time: its content in
 * the page's language, and the footer's services. Its own module, re-exported by each
 * routes/privacy-policy.{lang}.tsx, so React Router drops it, and the texts, from
 * the browser build (as routes/contact-loader.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { legal: legalIn("privacy", lang), ...everyPageOf(request.url, "privacy-policy") };
}
