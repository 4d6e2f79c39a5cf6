import type { Language } from "~/config/site";

/** Intl locales per language. Digits are Latin and the calendar Gregorian in
 * every language, named explicitly so that Node (prerender) and the browser
 * (hydration) format alike whatever their ICU defaults. */
const locales: Record<Language, string> = {
  en: "en-GB",
  ar: "ar-u-nu-latn-ca-gregory",
  fr: "fr-FR",
  tr: "tr-TR",
};

/** formatMonthYear formats a "YYYY-MM" date as a month and year, e.g.
 * "May 2024", "مايو 2024", "mai 2024", "Mayıs 2024". */
export function formatMonthYear(lang: Language, yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) throw new Error(`formatMonthYear: not YYYY-MM: ${yearMonth}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locales[lang], { year: "numeric", month: "long", timeZone: "UTC" }).format(date);
}

/** formatNumber formats a number for the page's language, e.g. 7,000 or 7 000. */
export function formatNumber(lang: Language, value: number): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}
