import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from "react";
import { direction as siteDirection, languages, nativeName, type Language } from "~/config/site";
import { ar } from "./texts/ar";
import { en, type AdminTexts } from "./texts/en";
import { fr } from "./texts/fr";
import type { PluralText } from "./texts/plural-text";
import { tr } from "./texts/tr";

/** The back office's languages are the site's (config/site.json), each with
 * its own texts file (texts/*.ts, typed as the English one, so a missing
 * text, or a language of site.json without texts, fails `tsc`). */
export const adminLanguages: readonly Language[] = languages;
export type AdminLanguage = Language;

/** Each language's name in itself (site.json), for the language picker. */
export const languageNames: Record<string, string> = Object.fromEntries(languages.map((l) => [l, nativeName(l)]));

/* Every language is in the back office's bundle (a few KB each): the
   sign-in page may switch language at once, without waiting for a file. */
const texts: Record<AdminLanguage, AdminTexts> = { en, ar, fr, tr };

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return (adminLanguages as readonly unknown[]).includes(value);
}

export function direction(lang: AdminLanguage): "rtl" | "ltr" {
  return siteDirection(lang);
}

const STORAGE_KEY = "admin-language";

/** preferredLanguage is the language this browser last used in the back
 * office, else the first of the browser's languages the back office speaks. */
export function preferredLanguage(): AdminLanguage {
  const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (isAdminLanguage(saved)) return saved;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isAdminLanguage(base)) return base;
  }
  return "en";
}

/** rememberLanguage keeps the signed-in user's language for the next visit's
 * sign-in page. */
export function rememberLanguage(lang: AdminLanguage): void {
  globalThis.localStorage?.setItem(STORAGE_KEY, lang);
}

/** textsFor is one language's texts. */
export function textsFor(lang: AdminLanguage): AdminTexts {
  return texts[lang];
}

export interface Texts {
  lang: AdminLanguage;
  t: AdminTexts;
}

const TextsContext = createContext<Texts | null>(null);

function applyToDocument(lang: AdminLanguage) {
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
}

/** TextsProvider gives the back office its texts and points the document's
 * language and direction at them (the root layout rendered the SPA fallback
 * in English). Providers nest (the signed-in layout speaks the user's
 * language inside the outer one): the outer applies its language in a layout
 * effect, which runs before the inner's passive effect, so the inner wins;
 * when the inner goes (sign-out), the outer's language comes back. */
export function TextsProvider({ lang, t, children }: Texts & { children: ReactNode }) {
  const parent = useContext(TextsContext);
  const outer = parent === null;
  useLayoutEffect(() => {
    if (outer) applyToDocument(lang);
  }, [lang, outer]);
  useEffect(() => {
    if (outer) return;
    applyToDocument(lang);
    return () => {
      if (parent) applyToDocument(parent.lang);
    };
  }, [lang, outer, parent]);
  const value = useMemo(() => ({ lang, t }), [lang, t]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTexts outside TextsProvider");
  return texts;
}

/** fill puts values into a text's {placeholders}. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type { PluralText } from "./texts/plural-text";

/** plural picks the form for n and fills {n} with n formatted for the language. */
export function plural(lang: AdminLanguage, forms: PluralText, n: number, format: (n: number) => string = String): string {
  const rule = new Intl.PluralRules(lang).select(n);
  return fill(forms[rule] ?? forms.other, { n: format(n) });
}
