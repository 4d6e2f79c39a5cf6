import { languageOf } from "~/lib/paths";
import { contactsOf } from "./contacts";
import { pageTextIn } from "./pages";
import { footerServicesIn } from "./services";
import { siteContent } from "./site-content";
import type { PageId } from "./types";

/** EveryPage is what the layout and the head show on every page from the
 * content: the contacts (footer, contact bar, calls to action), the
 * footer's tagline and services, and the page's own search title,
 * description and share text (lib/meta.ts; page is the loader's, none on a
 * project's page, whose title and description are the project's).
 * Every page's loader returns it (a loader on the layout route is refused
 * when prerendering without SSR: its not-found child is not prerendered);
 * the layout finds it among the matched routes' data (lib/use-site.ts). */
export type EveryPage = ReturnType<typeof everyPageOf>;

export function everyPageOf(url: string, page?: PageId) {
  const lang = languageOf(url);
  return {
    contacts: contactsOf(url),
    tagline: siteContent().footer.tagline[lang],
    footerServices: footerServicesIn(lang),
    page: page ? pageTextIn(page, lang) : null,
  };
}
