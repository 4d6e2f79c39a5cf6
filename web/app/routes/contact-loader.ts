import type { LoaderFunctionArgs } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { pageHeadingIn } from "~/content/pages";
import { sectionIn } from "~/content/sections";
import { projectTitlesIn } from "~/content/projects/cards";
import { serviceNamesIn } from "~/content/services";
import { languageOf } from "~/lib/paths";

/** The contact page's loader, run at build time: its headings, the ways to reach us' cards and the consultation's points (content), the projects' names in the
 * page's language, for a request link that names one (?project=, see
 * lib/consultation-link.ts), and the services' names, the form's choices. Its own module, re-exported by each
 * routes/contact.{lang}.tsx: React Router drops a route module's loader
 * from the browser build, and with it this module and the project texts. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return {
    heading: pageHeadingIn("contact", lang),
    options: sectionIn("contact-options", lang),
    consultationHeading: sectionIn("consultation", lang),
    projectTitles: projectTitlesIn(lang), services: serviceNamesIn(lang), ...everyPageOf(request.url, "contact") };
}
