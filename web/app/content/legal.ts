import type { Language } from "~/config/site";
import { siteContent } from "./site-content";

/** The privacy policy and the terms in one language, for their loaders. */

export type LegalDocument = "privacy" | "terms";

/** LegalText is a legal page's content in one language. Each section's body
 * is simple HTML (lib/sanitize-html.ts); {{brand}} and {{email}}
 * stand for the brand and the variant's e-mail address, which the page
 * puts in (the same document serves both variants). */
export interface LegalText {
  updated: string;
  intro: string;
  sections: { id: string; title: string; body: string }[];
}

export function legalIn(doc: LegalDocument, lang: Language): LegalText {
  const d = siteContent()[doc];
  return {
    updated: d.updated,
    intro: d.intro[lang],
    sections: d.sections.map((s) => ({ id: s.id, title: s.title[lang], body: s.body[lang] })),
  };
}
