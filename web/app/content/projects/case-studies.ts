import type { Language } from "~/config/site";
import { study as p1 } from "./1";
import { study as p2 } from "./2";
import { study as p3 } from "./3";
import { study as p4 } from "./4";
import { study as p5 } from "./5";
import { study as p6 } from "./6";
import { study as p7 } from "./7";
import { study as p8 } from "./8";
import { study as p9 } from "./9";
import type { CaseStudy, Figure, Localized } from "./types";

/** caseStudies by project id. Imported only by the project route's loader
 * (run at build time) and by tests: no browser bundle holds them. */
export const caseStudies: Readonly<Record<number, CaseStudy>> = { 1: p1, 2: p2, 3: p3, 4: p4, 5: p5, 6: p6, 7: p7, 8: p8, 9: p9 };

/** CaseStudyText is a case study in one language, as the page receives it. */
export interface CaseStudyText {
  client: string;
  need: string;
  challenge: string;
  features: string[];
  results: { figure: Figure; label: string }[];
  testimonial?: { quote: string; author: string; role: string };
  stores: { appStore?: string; googlePlay?: string };
  screens: { kind: "phone" | "web"; src: string; width: number; height: number; alt: string }[];
  technologies: string[];
  durationWeeks: number;
}

/** caseStudyIn gives project id's case study in one language, or undefined
 * for an unknown id. */
export function caseStudyIn(id: number, lang: Language): CaseStudyText | undefined {
  const s = caseStudies[id];
  if (!s) return undefined;
  const pick = (text: Localized) => text[lang];
  return {
    client: pick(s.client),
    need: pick(s.need),
    challenge: pick(s.challenge),
    features: s.features.map(pick),
    results: s.results.map((r) => ({ figure: r.figure, label: pick(r.label) })),
    ...(s.testimonial && { testimonial: { quote: pick(s.testimonial.quote), author: pick(s.testimonial.author), role: pick(s.testimonial.role) } }),
    stores: { ...s.stores },
    screens: s.screens.map((screen) => ({ ...screen, alt: pick(screen.alt) })),
    technologies: s.technologies.map((tech) => (typeof tech === "string" ? tech : pick(tech))),
    durationWeeks: s.durationWeeks,
  };
}
