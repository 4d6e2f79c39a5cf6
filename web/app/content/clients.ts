import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import type { IndustryId } from "./types";

/** ClientLogoText is a client's logo and its name in one language. */
export interface ClientLogoText {
  id: string;
  logo: string;
  name: string;
}

/** clientLogosIn gives the client logos in one language, for a loader. */
export function clientLogosIn(lang: Language): ClientLogoText[] {
  return siteContent().clientLogos.map((c) => ({ id: c.id, logo: c.logo, name: c.name[lang] }));
}

/** IndustryText is an industry's name in one language. */
export interface IndustryText {
  id: IndustryId;
  name: string;
}

/** industriesIn gives the industries in one language, for a loader. */
export function industriesIn(lang: Language): IndustryText[] {
  return siteContent().industries.map((i) => ({ id: i.id, name: i.name[lang] }));
}
