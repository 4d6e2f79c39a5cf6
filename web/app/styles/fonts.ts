import cairoArabic from "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import cairoLatin from "@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Language } from "~/config/site";

/** The font files a page in this language needs first; preloading them lets
 * text render in the right face without waiting for the CSS to be parsed.
 * An Arabic page needs Cairo's Latin file too: its spaces, punctuation and
 * digits are in it, and text laid out before it came would reflow when it
 * comes (a layout shift of the page's first screen). */
export function firstFonts(lang: Language): string[] {
  return lang === "ar" ? [cairoArabic, cairoLatin] : [interLatin];
}
