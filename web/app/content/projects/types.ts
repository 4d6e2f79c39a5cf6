import type { Language } from "~/config/site";
import type { Sector } from "../sectors";

/** Localized is one text in every language of the site. */
export type Localized = Readonly<Record<Language, string>>;

/** ProjectCard is what lists of projects show (home, the projects page,
 * previous/next): it ships with every page that lists projects, so it stays
 * small. */
export interface ProjectCard {
  id: number;
  sector: Sector;
  /** Month of completion, YYYY-MM, formatted per language with Intl. */
  completed: string;
  title: Localized;
  summary: Localized;
}

/** Figure is a result's number, formatted with the page's locale. */
export interface Figure {
  value: number;
  /** integer: 12,000; percent: 0.4 → 40 %; decimal (a rating): 4.8. */
  style: "integer" | "percent" | "decimal";
  /** "+" after the number: "more than". */
  plus?: boolean;
}

/** Screen is one image of the gallery: a phone screen (portrait) or a web
 * screen (landscape), drawn in its device frame by the page. */
export interface Screen {
  kind: "phone" | "web";
  src: string;
  width: number;
  height: number;
  alt: Localized;
}

/** CaseStudy is what the project's own page tells. It is read only by the
 * project route's loader at build time, so each page carries its own
 * project in its own language and no other page loads these texts. */
export interface CaseStudy {
  client: Localized;
  need: Localized;
  challenge: Localized;
  features: readonly Localized[];
  results: readonly { figure: Figure; label: Localized }[];
  testimonial?: { quote: Localized; author: Localized; role: Localized };
  /** Store pages where the app is public. */
  stores?: { appStore?: string; googlePlay?: string };
  screens: readonly Screen[];
  /** A name stays as it is in every language (Flutter); a Localized one is
   * written as a native reader would (Google Maps → خرائط Google). */
  technologies: readonly (string | Localized)[];
  durationWeeks: number;
}
