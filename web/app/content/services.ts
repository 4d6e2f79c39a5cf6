import type { CallText } from "./sections";
import type { Language } from "~/config/site";
import { sectorServices, type Sector } from "./sectors";
import { siteContent } from "./site-content";

/** The services' names and texts in one language, for the loaders of the
 * pages that show them: the home page's and the services page's cards, the
 * services page's offerings, the footer (the layout's loader), the
 * projects page's sector filter and the consultation form's choices. */

/** ServiceName is a service's id (the form's value) and its name. */
export interface ServiceName {
  id: string;
  name: string;
}

/** serviceNamesIn gives every service's name, in the document's order
 * (the consultation form's choices). */
export function serviceNamesIn(lang: Language): ServiceName[] {
  return siteContent().services.names.map((s) => ({ id: s.id, name: s.name[lang] }));
}

/** serviceNameIn is one service's name (its id when the document has none,
 * so nothing renders empty). Only the names asked for are read, so a page
 * is published again only when a name it shows changes. */
function serviceNameIn(id: string, lang: Language): string {
  return siteContent().services.names.find((s) => s.id === id)?.name[lang] ?? id;
}

/** ServiceCardText is a service card: its sector, the service it names and
 * that service's name, and its text. */
export interface ServiceCardText {
  sector: Sector;
  service: string;
  name: string;
  text: string;
}

export function serviceCardsIn(lang: Language): ServiceCardText[] {
  return siteContent().services.cards.map((c) => ({ sector: c.id, service: sectorServices[c.id], name: serviceNameIn(sectorServices[c.id], lang), text: c.text[lang] }));
}

/** OfferingText is an offering of the services page: its service and name,
 * its text and its call to action. */
export interface OfferingText {
  id: string;
  name: string;
  text: string;
  call: CallText;
}

export function offeringsIn(lang: Language): OfferingText[] {
  return siteContent().services.offerings.map((o) => ({ id: o.id, name: serviceNameIn(o.id, lang), text: o.text[lang], call: { label: o.label[lang], target: o.target } }));
}

/** footerServicesIn gives the offerings' names only: the footer lists them
 * on every page, so every page's loader returns them (a loader on the
 * layout route is refused when prerendering without SSR: its not-found
 * child is not prerendered). Only these names are read, so an edit of
 * another service's name publishes only the pages that show it. */
export function footerServicesIn(lang: Language): ServiceName[] {
  return siteContent().services.offerings.map((o) => ({ id: o.id, name: serviceNameIn(o.id, lang) }));
}

/** sectorNamesIn names each sector by its service (the projects page's filter). */
export function sectorNamesIn(lang: Language): Record<Sector, string> {
  return Object.fromEntries(Object.entries(sectorServices).map(([sector, service]) => [sector, serviceNameIn(service, lang)])) as Record<Sector, string>;
}
