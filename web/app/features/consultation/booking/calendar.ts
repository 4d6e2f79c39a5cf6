import type { Language } from "~/config/site";
import { locales } from "~/lib/intl-format";

/** A free slot as the server offers it: UTC instants (RFC 3339). */
export interface Slot {
  start: string;
  end: string;
}

/** A day of the visitor's calendar: its date in their zone and the slots
 * that start on it there. */
export interface Day {
  /** "YYYY-MM-DD" in the visitor's zone. */
  date: string;
  slots: Slot[];
}

const dateKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** localDate is the calendar date ("YYYY-MM-DD") an instant falls on in a
 * time zone: the visitor's day, which may be the agency's day before or after. */
export function localDate(instant: Date, zone: string): string {
  let format = dateKeyFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateKeyFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** daysOf groups slots by the date they start on in the visitor's zone, in
 * time order; a day with no free slot is not listed. */
export function daysOf(slots: readonly Slot[], zone: string): Day[] {
  const byDate = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = localDate(new Date(slot.start), zone);
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  return [...byDate].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** Weekdays as Date.getUTCDay counts them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first day of the week each language's calendars start with, where
 * the browser has no Intl.Locale week information (Firefox, older Safari). */
const firstDayFallback: Record<Language, Weekday> = { en: 1, ar: 6, fr: 1, tr: 1 };

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** firstDayOfWeek is the weekday a calendar's rows start with in the page's
 * language, from Intl.Locale's week information (1 Monday … 7 Sunday) or
 * the language's usual first day. */
export function firstDayOfWeek(lang: Language): Weekday {
  try {
    const locale = new Intl.Locale(locales[lang]) as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  } catch {
    // An engine without Intl.Locale: the fallback below.
  }
  return firstDayFallback[lang];
}

/** dateAt reads a "YYYY-MM-DD" date as midnight UTC, for arithmetic on
 * calendar dates that no time zone's shifts can disturb. */
function dateAt(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, n: number): string {
  const d = dateAt(date);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A cell of the month-less calendar grid: a date of the range, or null
 * (padding before the first date or after the last in their week). */
export type Cell = string | null;

/** calendarCells lays the dates from first to last (inclusive) out in
 * weeks of seven starting on weekStart: one cell per date, null cells to
 * fill the first and last weeks. */
export function calendarCells(first: string, last: string, weekStart: Weekday): Cell[] {
  const cells: Cell[] = [];
  const lead = (dateAt(first).getUTCDay() - weekStart + 7) % 7;
  for (let i = 0; i < lead; i++) cells.push(null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** weekdayNames are the grid's column headings from weekStart on: the
 * short name shown and the long one read out. Arabic has no short names
 * ("الأربعاء" either way, too wide for a column at 360 px): it shows the
 * one-letter names Arabic calendars print (ح ن ث ر خ ج س). */
export function weekdayNames(lang: Language, weekStart: Weekday): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locales[lang], { weekday: lang === "ar" ? "narrow" : "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7)));
    return { short: short.format(d), long: long.format(d) };
  });
}

/** Formats of dates and times in the page's language, in a zone. */
export interface Formats {
  /** "Tuesday, 1 December 2026": a day read out, a day of the confirmation. */
  fullDate: (date: string) => string;
  /** "1": the day's number in its cell. */
  dayNumber: (date: string) => string;
  /** "Dec": the month, over the first day of the grid and each 1st. */
  monthShort: (date: string) => string;
  /** "09:00" (or "9:00 AM" where the language writes so) in the zone. */
  time: (instant: string) => string;
}

export function formatsFor(lang: Language, zone: string): Formats {
  const locale = locales[lang];
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: zone });
  return {
    fullDate: (date) => full.format(dateAt(date)),
    dayNumber: (date) => day.format(dateAt(date)),
    monthShort: (date) => month.format(dateAt(date)),
    time: (instant) => time.format(new Date(instant)),
  };
}
