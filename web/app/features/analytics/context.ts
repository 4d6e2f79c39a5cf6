/** The context fields of internal/analytics/catalogue.json that the tracker
 * sends with every event of a page load. */
export interface PageContext {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  browser_language?: string;
  screen?: ScreenClass;
}

export type ScreenClass = "s" | "m" | "l" | "xl";

/** What the server refuses in event text (internal/validation CleanText):
 * control characters, line separators, bidi overrides and isolates,
 * zero-width characters. */
export const REFUSED_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/g;

const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;
/** The catalogue's maxLength of the utm fields. */
const UTM_MAX = 100;

/** screenClass sorts a screen width in CSS px as the catalogue's `screen`
 * enum does: s < 600, m 600–1023, l 1024–1439, xl ≥ 1440. */
export function screenClass(width: number): ScreenClass {
  if (width >= 1440) return "xl";
  if (width >= 1024) return "l";
  return width >= 600 ? "m" : "s";
}

/** pageContext reads the context of a page load: the utm fields of the URL
 * the document was loaded with (search), the primary subtag of the browser's
 * language and the screen class. The caller keeps it in memory only, for
 * the rest of the page load: no cookie, no storage. */
export function pageContext(search: string, language: string | undefined, screenWidth: number): PageContext {
  const query = new URLSearchParams(search);
  const context: PageContext = {};
  for (const key of UTM) {
    // A crafted link must not get every event of the visit refused.
    const value = query.get(key)?.replace(REFUSED_TEXT, "").trim();
    if (value) context[key] = [...value].slice(0, UTM_MAX).join("");
  }
  const primary = language?.split("-")[0]?.toLowerCase();
  if (primary && /^[a-z]{2,3}$/.test(primary)) context.browser_language = primary;
  if (screenWidth > 0) context.screen = screenClass(screenWidth);
  return context;
}
