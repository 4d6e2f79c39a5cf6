import { defaultLanguage, isLanguage, site, type Language, type VariantName } from "~/config/site";

/** Where a path sits: its variant, language, and the rest after "/{lang}". */
export interface PathInfo {
  variant: VariantName;
  lang: Language;
  /** True when the path names a language; false for the language-less 404. */
  hasLanguage: boolean;
  /** The path after the language, "" or starting with "/", e.g. "/home". */
  rest: string;
}

/** parsePath reads the variant and language from a URL path by the URL
 * grammar "{variant prefix}/{language}/{rest}" of site.json; the Go server
 * reads paths the same way (web/paths.go). */
export function parsePath(pathname: string): PathInfo {
  const segments = pathname.split("/").filter(Boolean);
  let variant: VariantName = "default";
  for (const [name, v] of Object.entries(site.variants)) {
    if (v.prefix === "/" + segments[0]) {
      variant = name as VariantName;
      segments.shift();
    }
  }
  const [first, ...after] = segments;
  const hasLanguage = isLanguage(first);
  return {
    variant,
    lang: hasLanguage ? first : defaultLanguage,
    hasLanguage,
    rest: hasLanguage && after.length ? "/" + after.join("/") : "",
  };
}

/** localePath builds "/{prefix}/{lang}{rest}" for a variant. */
export function localePath(variant: VariantName, lang: Language, rest: string): string {
  return `${site.variants[variant].prefix}/${lang}${rest}`;
}

/** languageOf gives the language of a URL, e.g. a loader's request.url. */
export function languageOf(url: string): Language {
  return parsePath(new URL(url).pathname).lang;
}

/** isBackOffice tells the back office's paths (/admin and below), which are
 * no page of the site: nothing there is measured. */
export function isBackOffice(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
