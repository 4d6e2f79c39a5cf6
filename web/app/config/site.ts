import config from "./site.json";

/** The one site configuration, shared with the Go server (web/embed.go). */
export const site = config;

export const languages = ["en", "ar", "fr", "tr"] as const satisfies readonly string[];
export type Language = (typeof languages)[number];

export type VariantName = keyof typeof config.variants;
export type Variant = (typeof config.variants)[VariantName];
/** The pages every language has (besides project/{id}); site.json lists the
 * same names for the Go server. */
export const pages = ["home", "projects", "faq", "privacy-policy", "terms-of-usage", "about", "services", "contact"] as const;
export type PageName = (typeof pages)[number];

export const defaultLanguage: Language = "en";

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? "");
}

export function direction(lang: Language): "rtl" | "ltr" {
  return (config.rtlLanguages as readonly string[]).includes(lang) ? "rtl" : "ltr";
}
