import type { Language } from "~/config/site";
import type { SectionText } from "./sections";
import { siteContent } from "./site-content";
import type { PageId } from "./types";

/** PageText is what a page says of itself in one language: its search
 * title, meta description and share-preview text (the head's title,
 * description and og:description), and its eyebrow, heading and
 * introduction where the content has them. */
export interface PageText {
  title: string;
  description: string;
  share: string;
  eyebrow?: string;
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
    ...(p.eyebrow && { eyebrow: p.eyebrow[lang] }),
    ...(p.heading && { heading: p.heading[lang] }),
    ...(p.intro && { intro: p.intro[lang] }),
  };
}

/** pageHeadingIn gives a page's eyebrow, heading and introduction in
 * lang: the projects page's (the home page's preview of the projects shows
 * them too), the services page's, the FAQ's (its page and the home page's
 * FAQ section), the contact page's. */
export function pageHeadingIn(page: PageId, lang: Language): SectionText {
  const { eyebrow, heading, intro } = pageTextIn(page, lang);
  return { ...(eyebrow && { eyebrow }), heading: heading ?? "", ...(intro && { intro }) };
}
