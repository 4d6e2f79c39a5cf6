import type LanguageDetector from "i18next-browser-languagedetector";
import { defaultLanguage, isLanguage, type Language } from "~/config/site";
import { parsePath } from "./paths";

const ONE_YEAR_MINUTES = 60 * 24 * 365;

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
    lookupCookie: "i18next",
    lookupLocalStorage: "i18nextLng",
    lookupSessionStorage: "i18nextLng",
    caches: ["localStorage", "cookie", "appLanguage"],
    cookieMinutes: ONE_YEAR_MINUTES,
    cookieOptions: { path: "/", sameSite: "lax" },
  });
  d.addDetector({
    name: "urlPath",
    lookup: () => {
      const info = parsePath(window.location.pathname);
      return info.hasLanguage ? info.lang : undefined;
    },
  });
  // SPEC.md's second reading keeps the language under "appLanguage" too.
  d.addDetector({
    name: "appLanguage",
    lookup: () => window.localStorage.getItem("appLanguage") ?? undefined,
    cacheUserLanguage: (lng: string) => window.localStorage.setItem("appLanguage", lng),
  });
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

/** rememberLanguage caches the language shown in localStorage (i18nextLng and
 * appLanguage) and in the i18next cookie, which the server reads to redirect
 * "/" next time. */
export async function rememberLanguage(lang: Language): Promise<void> {
  try {
    (await detector()).cacheUserLanguage(lang);
  } catch {
    // Storage may be disabled (private mode, blocked cookies); nothing to do.
  }
}
