import type { Language } from "~/config/site";

/** Intl locales per language (the back office's too). Digits are Latin and the calendar Gregorian in
 * every language, named explicitly so that Node (prerender) and the browser
 * (hydration) format alike whatever their ICU defaults. */
export const locales: Record<Language, string> = {
  en: "en-GB",
  ar: "ar-u-nu-latn-ca-gregory",
  fr: "fr-FR",
  tr: "tr-TR",
};

/** Intl formatters, built once per language and options: building one
 * loads the locale's data and costs milliseconds on a slow phone, which a
 * page's hydration paid for every number it formatted (issue 38); using one
 * costs next to nothing. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locales[lang], options)));
  return format;
}

/** The months as each language's Intl.DateTimeFormat writes them with
 * `month: "long"` (a Vitest compares every month of 2000-2040): written
 * from this table, a project card builds no date formatter, whose first
 * one loads the locale's calendar data during hydration (3 ms of CPU, a
 * task of 12 ms and more at 4×; issue 38). */
const monthNames: Record<Language, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  ar: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  tr: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
};

/** formatMonthYear formats a "YYYY-MM" date as a month and year, e.g.
 * "May 2024", "مايو 2024", "mai 2024", "Mayıs 2024". */
export function formatMonthYear(lang: Language, yearMonth: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yearMonth);
  if (!match) throw new Error(`formatMonthYear: not YYYY-MM: ${yearMonth}`);
  return `${monthNames[lang][Number(match[2]) - 1]} ${match[1]}`;
}

/** formatNumber formats a number for the page's language, e.g. 7,000 or 7 000.
 * A whole number from 0 up is written without a formatter (Latin digits in
 * every language, grouped by three with the language's separator): the
 * page's first formatter loads the locale's number data, a task of 100 ms
 * and more on a slow phone that the hero's "slide 1 of 6" and the
 * statistics' counters paid during hydration (docs/decisions/0470). */
export function formatNumber(lang: Language, value: number): string {
  if (isWholeNumber(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, groupSeparators[lang]);
  return numberFormat(lang).format(value);
}

/** What each language's formatter puts between groups of three digits
 * (French: a narrow no-break space). */
const groupSeparators: Record<Language, string> = { en: ",", ar: ",", fr: "\u202f", tr: "." };

/** isWholeNumber: 0 up to 2^53, not -0 (which a formatter writes "-0"). */
function isWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0);
}

/** A number of weeks as each language's Intl.NumberFormat writes it with
 * `{ style: "unit", unit: "week", unitDisplay: "long" }`, by the number's
 * plural form ({n} is the number; a Vitest compares 0-999 weeks): written
 * from this table, a case study builds no unit formatter, whose first one
 * loads the locale's unit data, a step of 50 ms and more at 4x CPU in the
 * case study's hydration (issue 38). */
const weekWords: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: "{n} week", other: "{n} weeks" },
  ar: { zero: "{n} أسبوع", one: "أسبوع", two: "أسبوعان", few: "{n} أسابيع", many: "{n} أسبوعًا", other: "{n} أسبوع" },
  fr: { one: "{n}\u202fsemaine", other: "{n}\u202fsemaines" },
  tr: { other: "{n} hafta" },
};

/** pluralOf is the plural form of a whole number under 1000, by CLDR's
 * rules for each language (the ones Intl.PluralRules applies). */
function pluralOf(lang: Language, n: number): Intl.LDMLPluralRule {
  if (lang === "ar") {
    const rest = n % 100;
    return n === 0 ? "zero" : n === 1 ? "one" : n === 2 ? "two" : rest >= 3 && rest <= 10 ? "few" : rest >= 11 ? "many" : "other";
  }
  return n === 1 || (lang === "fr" && n === 0) ? "one" : "other";
}

/** formatWeeks formats a duration in weeks with the language's plural
 * forms, e.g. "14 weeks", "14 أسبوعًا", "9 أسابيع", "14 semaines", "14 hafta". */
export function formatWeeks(lang: Language, weeks: number): string {
  if (isWholeNumber(weeks) && weeks < 1000) {
    const words = weekWords[lang];
    return (words[pluralOf(lang, weeks)] ?? words.other).replace("{n}", String(weeks));
  }
  return pinSpaces(numberFormat(lang, { style: "unit", unit: "week", unitDisplay: "long" }).format(weeks));
}

/** A result's figure (content/projects/types.ts). */
interface FigureLike {
  value: number;
  style: "integer" | "percent" | "decimal";
  plus?: boolean;
}

/** formatFigure formats a result's figure for the page's language, e.g.
 * "120,000+", "38 %" (French), "%38" (Turkish), "38٪" (Arabic, its own
 * percent sign beside Latin digits), "4.8" or "4,8". A whole number, a
 * whole percentage and a number with one decimal are written without a
 * formatter, as formatNumber is (a Vitest compares them with each
 * language's formatter): a case study's figures built the page's first
 * one during hydration (issue 38). */
export function formatFigure(lang: Language, figure: FigureLike): string {
  const text = figureText(lang, figure);
  return (lang === "ar" ? text.replace("%", "\u066a") : text) + (figure.plus ? "+" : "");
}

/** Where each language puts the percent sign ({n} is the number). */
const percentPatterns: Record<Language, string> = { en: "{n}%", ar: "{n}%", fr: "{n}\u202f%", tr: "%{n}" };

/** What each language's formatter writes between a number's whole part and its decimals. */
const decimalSeparators: Record<Language, string> = { en: ".", ar: ".", fr: ",", tr: "," };

function figureText(lang: Language, { value, style }: FigureLike): string {
  const scaled = style === "percent" ? value * 100 : style === "decimal" ? value * 10 : value;
  const whole = Math.round(scaled);
  if (isWholeNumber(whole) && Math.abs(scaled - whole) < 1e-9) {
    if (style === "integer") return formatNumber(lang, whole);
    if (style === "percent") return percentPatterns[lang].replace("{n}", formatNumber(lang, whole));
    return `${formatNumber(lang, Math.floor(whole / 10))}${decimalSeparators[lang]}${whole % 10}`;
  }
  const options: Intl.NumberFormatOptions = style === "percent" ? { style: "percent" } : style === "decimal" ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {};
  return pinSpaces(numberFormat(lang, options).format(value));
}

/** pinSpaces writes every no-break space as U+202F and drops direction
 * marks: ICU versions differ there (Node at prerender, the browser at
 * hydration), and the text must be the same in both. Both spaces are right
 * in French; Latin digits and % keep their order in Arabic without marks. */
function pinSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, "\u202f").replace(/[\u200e\u200f\u061c]/g, "");
}
