import {
  defaultLanguage as defaultName,
  languages as languageSettings,
  pages as pageSettings,
  variants,
} from "./site.json";

/** The one site configuration, shared with the Go server (web/embed.go):
 * the languages, the pages, the variants with their URL prefixes and
 * contact details. Nothing here repeats it; named imports keep what the
 * browser does not need (the page list) out of its bundle. */
export const site = { variants };

/** A language of the site: a key of site.json "languages". */
export type Language = keyof typeof languageSettings;
/** The languages in site.json's order (the switcher's, the sitemap's). */
export const languages = Object.keys(languageSettings) as Language[];
export const defaultLanguage = defaultName as Language;

export type VariantName = keyof typeof variants;
export type Variant = (typeof variants)[VariantName];

/** A page every language has (besides project/{id}): a key of site.json "pages". */
export type PageName = keyof typeof pageSettings;
export const pages = Object.keys(pageSettings) as PageName[];

export function isLanguage(value: string | undefined): value is Language {
  return (languages as Array<string | undefined>).includes(value);
}

/** nativeName is a language's name in itself (site.json), as the language
 * switchers show it. */
export function nativeName(lang: Language): string {
  return languageSettings[lang].name;
}

export function direction(lang: Language): "rtl" | "ltr" {
  return (languageSettings[lang] as { rtl?: boolean }).rtl ? "rtl" : "ltr";
}
