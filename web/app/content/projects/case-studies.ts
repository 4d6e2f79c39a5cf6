import type { Language } from "~/config/site";
import type { MediaMeta } from "~/components/ui/picture";
import { siteContent } from "../site-content";
import { projectIndex } from "./cards";
import { uploadedPictureIn } from "../uploaded-picture";
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
  /** picture: an uploaded screen, shown with the picture component; src
   * is then its largest file, for the page's structured data. */
  screens: { kind: "phone" | "web"; src: string; width: number; height: number; alt: string; picture?: { id: string; meta: MediaMeta } }[];
  technologies: string[];
  durationWeeks: number;
}

/** caseStudyIn gives project id's case study in one language, or undefined
 * for an unknown id. */
export function caseStudyIn(id: number, lang: Language): CaseStudyText | undefined {
  const projects = siteContent().projects;
  const s = projects[projectIndex(projects, id)]?.study;
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
    screens: s.screens.flatMap((screen) => {
      if (typeof screen.src === "string") return [{ ...screen, src: screen.src, alt: pick(screen.alt) }];
      const picture = uploadedPictureIn(screen.src, lang);
      // Not processed yet, failed or deleted: the screen waits for the next publish.
      if (!picture) return [];
      const { id, meta, alt, src } = picture;
      return [{ kind: screen.kind, src, width: meta.width, height: meta.height, alt, picture: { id, meta } }];
    }),
    technologies: s.technologies.map(pick),
    durationWeeks: s.durationWeeks,
  };
}
