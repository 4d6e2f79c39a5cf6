import type LanguageDetector from "i18next-browser-languagedetector";
import { defaultLanguage, isLanguage, type Language } from "~/config/site";
import { parsePath } from "./paths";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
/** Where the language is kept: read by the detector, written by rememberLanguage. */
const STORAGE_KEY = "i18nextLng";
const APP_STORAGE_KEY = "appLanguage";
const COOKIE = "i18next";

/** The detector in SPEC.md §4's order. The language in the URL comes first,
 * so it always wins; the rest matter where the URL names none. It is only
 * needed after hydration, so it is loaded then, outside the initial bundle. */
async function detector(): Promise<LanguageDetector> {
  const { default: LanguageDetector } = await import("i18next-browser-languagedetector");
  // With getBestMatchFromCodes present, detect() returns every candidate in
  // order instead of only the first, so an unsupported first choice falls
  // through to the next.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const d = new LanguageDetector(services as unknown as ConstructorParameters<typeof LanguageDetector>[0], {
    order: ["urlPath", "querystring", "cookie", "localStorage", "sessionStorage", "appLanguage", "navigator", "htmlTag"],
    lookupQuerystring: "lng",
    lookupCookie: COOKIE,
    lookupLocalStorage: STORAGE_KEY,
    lookupSessionStorage: STORAGE_KEY,
  });
  d.addDetector({
    name: "urlPath",
    lookup: () => {
      const info = parsePath(window.location.pathname);
      return info.hasLanguage ? info.lang : undefined;
    },
  });
  // SPEC.md's second reading keeps the language under "appLanguage" too.
  d.addDetector({ name: "appLanguage", lookup: () => window.localStorage.getItem(APP_STORAGE_KEY) ?? undefined });
  return d;
}

/** detectLanguage returns the visitor's language by SPEC.md §4's order. */
export async function detectLanguage(): Promise<Language> {
  const found = (await detector()).detect();
  const list = Array.isArray(found) ? found : [found];
  for (const candidate of list) {
    const base = candidate?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** rememberLanguage keeps the language shown where the detector looks for
 * it: localStorage (i18nextLng and SPEC.md's appLanguage) and the i18next
 * cookie, which the server reads to redirect "/" next time. It writes them
 * itself rather than through the detector, which every page would otherwise
 * download after hydration. */
export function rememberLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
    window.localStorage.setItem(APP_STORAGE_KEY, lang);
    document.cookie = `${COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  } catch {
    // Storage may be disabled (private mode, blocked cookies); nothing to do.
  }
}
