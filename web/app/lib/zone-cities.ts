import type { Language } from "~/config/site";

/** Cities an agency working in English, Arabic, French and Turkish, or its
 * visitors, most likely live in, each named in the four languages. They
 * come first in the back office's time zone picker, with their offsets. */
export const likelyZones: { zone: string; names: Record<Language, string> }[] = [
  { zone: "Asia/Riyadh", names: { en: "Riyadh", ar: "الرياض", fr: "Riyad", tr: "Riyad" } },
  { zone: "Asia/Dubai", names: { en: "Dubai", ar: "دبي", fr: "Dubaï", tr: "Dubai" } },
  { zone: "Asia/Qatar", names: { en: "Doha", ar: "الدوحة", fr: "Doha", tr: "Doha" } },
  { zone: "Asia/Kuwait", names: { en: "Kuwait City", ar: "الكويت", fr: "Koweït", tr: "Kuveyt" } },
  { zone: "Asia/Bahrain", names: { en: "Manama", ar: "المنامة", fr: "Manama", tr: "Manama" } },
  { zone: "Asia/Muscat", names: { en: "Muscat", ar: "مسقط", fr: "Mascate", tr: "Maskat" } },
  { zone: "Asia/Baghdad", names: { en: "Baghdad", ar: "بغداد", fr: "Bagdad", tr: "Bağdat" } },
  { zone: "Asia/Amman", names: { en: "Amman", ar: "عمّان", fr: "Amman", tr: "Amman" } },
  { zone: "Asia/Beirut", names: { en: "Beirut", ar: "بيروت", fr: "Beyrouth", tr: "Beyrut" } },
  { zone: "Africa/Cairo", names: { en: "Cairo", ar: "القاهرة", fr: "Le Caire", tr: "Kahire" } },
  { zone: "Africa/Casablanca", names: { en: "Casablanca", ar: "الدار البيضاء", fr: "Casablanca", tr: "Kazablanka" } },
  { zone: "Africa/Algiers", names: { en: "Algiers", ar: "الجزائر", fr: "Alger", tr: "Cezayir" } },
  { zone: "Africa/Tunis", names: { en: "Tunis", ar: "تونس", fr: "Tunis", tr: "Tunus" } },
  { zone: "Europe/Istanbul", names: { en: "Istanbul", ar: "إسطنبول", fr: "Istanbul", tr: "İstanbul" } },
  { zone: "Europe/Paris", names: { en: "Paris", ar: "باريس", fr: "Paris", tr: "Paris" } },
  { zone: "Europe/Brussels", names: { en: "Brussels", ar: "بروكسل", fr: "Bruxelles", tr: "Brüksel" } },
  { zone: "Europe/Berlin", names: { en: "Berlin", ar: "برلين", fr: "Berlin", tr: "Berlin" } },
  { zone: "Europe/London", names: { en: "London", ar: "لندن", fr: "Londres", tr: "Londra" } },
  { zone: "America/Toronto", names: { en: "Montreal, Toronto", ar: "مونتريال، تورونتو", fr: "Montréal, Toronto", tr: "Montreal, Toronto" } },
  { zone: "America/New_York", names: { en: "New York", ar: "نيويورك", fr: "New York", tr: "New York" } },
];

/** cityOf: the place a zone is named after, in the language when the list
 * above knows it ("إسطنبول" for Europe/Istanbul in Arabic), else from its
 * name ("Kolkata" for Asia/Kolkata). */
export function cityOf(lang: Language, zone: string): string {
  return likelyZones.find((z) => z.zone === zone)?.names[lang] ?? (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}
