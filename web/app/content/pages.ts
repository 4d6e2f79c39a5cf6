import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import type { PageId } from "./types";

/** PageText is what a page says of itself in one language: its search
 * title, meta description and share-preview text (the head's title,
 * description and og:description), and its heading and introduction where
 * the content has them. */
export interface PageText {
  title: string;
  description: string;
  share: string;
  heading?: string;
  intro?: string;
}

/** pageTextIn gives a page's own texts in lang. */
export function pageTextIn(page: PageId, lang: Language): PageText {
  const p = siteContent().pages.find((x) => x.id === page);
  if (!p) throw new Error(`content: no texts for the page ${page}`); // schema.json requires one per page
  return {
    title: p.title[lang],
    description: p.description[lang],
    share: p.share[lang],
    ...(p.heading && { heading: p.heading[lang] }),
    ...(p.intro && { intro: p.intro[lang] }),
  };
}

/** pageIntroIn gives a page's introduction in lang ("" when it has none):
 * the FAQ's (its page and the home page's FAQ section), the contact page's. */
export function pageIntroIn(page: PageId, lang: Language): string {
  return pageTextIn(page, lang).intro ?? "";
}

/** SectionIntro is a section's heading and introduction in one language. */
export interface SectionIntro {
  heading: string;
  intro: string;
}

/** projectsIntroIn gives the projects page's heading and introduction,
 * which the home page's preview of the projects shows too. */
export function projectsIntroIn(lang: Language): SectionIntro {
  const { heading, intro } = pageTextIn("projects", lang);
  return { heading: heading ?? "", intro: intro ?? "" };
}
