import type { Language } from "~/config/site";
import { siteContent } from "../site-content";
import type { Figure, Localized } from "../types";

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
  const s = siteContent().projects.find((p) => p.id === id)?.study;
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
    technologies: s.technologies.map(pick),
    durationWeeks: s.durationWeeks,
  };
}
