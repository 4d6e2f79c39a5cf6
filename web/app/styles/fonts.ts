import cairoArabic from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Language } from "~/config/site";

/** The one font file a page in this language needs first; preloading it lets
 * text render in the right face without waiting for the CSS to be parsed. */
export function firstFont(lang: Language): string {
  return lang === "ar" ? cairoArabic : interLatin;
}
