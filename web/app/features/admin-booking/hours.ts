import type { Host, Range } from "./types";

/** A member's hours as the availability screen edits them: weekly[0] is
 * Sunday; a date's ranges replace its weekday's (none: a day off). */
export interface Hours {
  weekly: Range[][];
  dates: Record<string, Range[]>;
}

/** Where ranges live: a weekday (0 Sunday) or a date ("2026-12-24"). */
export type Where = { weekday: number } | { date: string };

export type HoursChange =
  | { type: "add"; where: Where }
  | { type: "remove"; where: Where; index: number }
  | { type: "set"; where: Where; index: number; field: keyof Range; value: string }
  | { type: "copy"; from: number; to: number[] }
  | { type: "addDate"; date: string }
  | { type: "removeDate"; date: string };

/* A time input cannot hold "24:00": in the editor a range ending at
   midnight ends at "00:00" (an end is after its start, so it can only mean
   the day's end), and is "24:00" again on the wire. */
const fromWire = (ranges: Range[] | null | undefined): Range[] => (ranges ?? []).map((r) => (r.to === "24:00" ? { ...r, to: "00:00" } : { ...r }));
const toWire = (ranges: Range[]): Range[] => ranges.map((r) => (r.to === "00:00" ? { ...r, to: "24:00" } : r));

/** hoursOf is the editor's state of a host as the API gives it (seven
 * weekdays even should the server send fewer). */
export function hoursOf(host: Pick<Host, "weekly" | "dates">): Hours {
  return {
    weekly: Array.from({ length: 7 }, (_, day) => fromWire(host.weekly[day])),
    dates: Object.fromEntries(Object.entries(host.dates ?? {}).map(([date, ranges]) => [date, fromWire(ranges)])),
  };
}

/** wireHours is what the API takes: ends at midnight written "24:00". */
export function wireHours(hours: Hours): Pick<Host, "weekly" | "dates"> {
  return {
    weekly: hours.weekly.map(toWire),
    dates: Object.fromEntries(Object.entries(hours.dates).map(([date, ranges]) => [date, toWire(ranges)])),
  };
}

/** fieldOf is the API's name of a day's ranges, as its problems spell
 * them: "weekly.1" (Monday), "dates.2026-12-24"; a range's own fields
 * follow as ".0.from", ".0.to", and ".0" for an overlap. */
export function fieldOf(where: Where): string {
  return "weekday" in where ? `weekly.${where.weekday}` : `dates.${where.date}`;
}

export function rangesAt(hours: Hours, where: Where): Range[] {
  return ("weekday" in where ? hours.weekly[where.weekday] : hours.dates[where.date]) ?? [];
}

function withRanges(hours: Hours, where: Where, ranges: Range[]): Hours {
  if ("weekday" in where) return { ...hours, weekly: hours.weekly.map((r, day) => (day === where.weekday ? ranges : r)) };
  return { ...hours, dates: { ...hours.dates, [where.date]: ranges } };
}

const DAY_END = 24 * 60;

export function minutesOf(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** An end of "00:00" is the day's end. */
const endOf = (clock: string) => (clock === "00:00" ? DAY_END : minutesOf(clock));

/** nextRange is the range "add hours" proposes: office hours on an empty
 * day, else the hour after the day's last range (up to midnight). */
export function nextRange(ranges: Range[]): Range {
  const last = ranges.at(-1);
  if (!last) return { from: "09:00", to: "17:00" };
  const from = Math.min(endOf(last.to), DAY_END - 5);
  const to = Math.min(from + 60, DAY_END);
  return { from: clockOf(from), to: to === DAY_END ? "00:00" : clockOf(to) };
}

/** canAdd: a day whose last range ends at midnight has no room after it. */
export function canAdd(ranges: Range[]): boolean {
  const last = ranges.at(-1);
  return !last || endOf(last.to) < DAY_END;
}

/** changeHours is the editor's reducer. */
export function changeHours(hours: Hours, change: HoursChange): Hours {
  switch (change.type) {
    case "add": {
      const ranges = rangesAt(hours, change.where);
      return canAdd(ranges) ? withRanges(hours, change.where, [...ranges, nextRange(ranges)]) : hours;
    }
    case "remove":
      return withRanges(hours, change.where, rangesAt(hours, change.where).filter((_, i) => i !== change.index));
    case "set":
      return withRanges(
        hours,
        change.where,
        rangesAt(hours, change.where).map((r, i) => (i === change.index ? { ...r, [change.field]: change.value } : r)),
      );
    case "copy": {
      const source = hours.weekly[change.from] ?? [];
      return { ...hours, weekly: hours.weekly.map((r, day) => (change.to.includes(day) ? source.map((s) => ({ ...s })) : r)) };
    }
    case "addDate":
      // A new date starts as a day off; adding hours to it makes it a day of other hours.
      return change.date in hours.dates ? hours : { ...hours, dates: { ...hours.dates, [change.date]: [] } };
    case "removeDate": {
      const dates = { ...hours.dates };
      delete dates[change.date];
      return { ...hours, dates };
    }
  }
}

/** datesInOrder lists the dates with other hours, soonest first. */
export function datesInOrder(hours: Hours): string[] {
  return Object.keys(hours.dates).sort();
}

/** weekdayOrder lists the weekdays (0 Sunday) from the language's first
 * day of the week: Monday in en-GB, fr and tr, Saturday in Arabic. */
export function weekdayOrder(locale: string): number[] {
  const info = new Intl.Locale(locale) as Intl.Locale & { weekInfo?: { firstDay: number }; getWeekInfo?: () => { firstDay: number } };
  const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1; // 1 Monday … 7 Sunday
  return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);
}

/** workdays are the weekdays "copy to working days" fills: the locale's
 * week without its weekend. */
export function workdays(locale: string): number[] {
  const info = new Intl.Locale(locale) as Intl.Locale & { weekInfo?: { weekend: number[] }; getWeekInfo?: () => { weekend: number[] } };
  const weekend = ((info.getWeekInfo?.() ?? info.weekInfo)?.weekend ?? [6, 7]).map((d) => d % 7);
  return weekdayOrder(locale).filter((day) => !weekend.includes(day));
}
