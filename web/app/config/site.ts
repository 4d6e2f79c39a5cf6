import config from "./site.json";

/** The one site configuration, shared with the Go server (web/embed.go):
 * the languages, the variants with their URL prefixes and contact details,
 * the pages. Nothing here repeats it. */
export const site = config;

/** A language of the site: a key of site.json "languages". */
export type Language = keyof typeof config.languages;
/** The languages in site.json's order (the switcher's, the sitemap's). */
export const languages = Object.keys(config.languages) as Language[];

export type VariantName = keyof typeof config.variants;
export type Variant = (typeof config.variants)[VariantName];
/** The pages every language has (besides project/{id}); site.json lists the
 * same names for the Go server. */
export const pages = ["home", "projects", "faq", "privacy-policy", "terms-of-usage", "about", "services", "contact"] as const;
export type PageName = (typeof pages)[number];

export const defaultLanguage = config.defaultLanguage as Language;

export function isLanguage(value: string | undefined): value is Language {
  return (languages as Array<string | undefined>).includes(value);
}

export function direction(lang: Language): "rtl" | "ltr" {
  return (config.languages[lang] as { rtl?: boolean }).rtl ? "rtl" : "ltr";
}
