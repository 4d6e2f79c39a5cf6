import { locales } from "~/lib/intl-format";
import type { AdminLanguage } from "~/features/admin-core/texts";
import { daysBetween } from "./agenda";
import { capitalized, dateName } from "./day-names";

/** timeRange: "10:00–10:30" in zone, by the language's clock. */
export function timeRange(lang: AdminLanguage, start: string, end: string, zone: string): string {
  return new Intl.DateTimeFormat(locales[lang], { timeStyle: "short", timeZone: zone }).formatRange(new Date(start), new Date(end));
}

/** whenInFull: "1 Dec 2026, 10:00–10:30" in zone. */
export function whenInFull(lang: AdminLanguage, start: string, end: string, zone: string): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "medium", timeStyle: "short", timeZone: zone }).formatRange(new Date(start), new Date(end));
}

/** dayHeading names an agenda day: "Today, Tuesday 1 December" for the
 * days next to today (the language's own words), else the date alone. */
export function dayHeading(lang: AdminLanguage, date: string, today: string): string {
  const distance = daysBetween(today, date);
  const name = dateName(lang, date, date.slice(0, 4) !== today.slice(0, 4));
  if (Math.abs(distance) > 1) return name;
  const near = new Intl.RelativeTimeFormat(locales[lang], { numeric: "auto" }).format(distance, "day");
  return `${capitalized(lang, near)}${lang === "ar" ? "، " : ", "}${name}`;
}
