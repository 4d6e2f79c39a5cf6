import { languageOf } from "~/lib/paths";
import { contactsOf } from "./contacts";
import { footerServicesIn } from "./services";

/** EveryPage is what the layout shows on every page from the content: the
 * contacts (footer, contact bar, calls to action) and the footer's
 * services. Every page's loader returns it (a loader on the layout route is
 * refused when prerendering without SSR: its not-found child is not
 * prerendered); the layout finds it among the matched routes' data
 * (lib/use-site.ts). */
export type EveryPage = ReturnType<typeof everyPageOf>;

export function everyPageOf(url: string) {
  return {
    contacts: contactsOf(url),
    footerServices: footerServicesIn(languageOf(url)),
  };
}
