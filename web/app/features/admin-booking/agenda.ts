import { offsetMinutes } from "~/features/admin-core/time-zones";

/** dayOf is the calendar date ("2026-12-01") an instant falls on in zone. */
export function dayOf(instant: string | Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface Day<T> {
  date: string;
  items: T[];
}

/** byDay groups items by the day they start on in the viewer's zone, in
 * the order given (the API's start order). Two meetings at the same UTC
 * hour may fall on different days for two viewers. */
export function byDay<T extends { start: string }>(items: readonly T[], zone: string): Day<T>[] {
  const days: Day<T>[] = [];
  for (const item of items) {
    const date = dayOf(item.start, zone);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}

/** daysBetween counts whole calendar days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** startOfDay is the instant a date begins in zone (its midnight, or the
 * first hour that exists where a change of clocks skips midnight). */
export function startOfDay(date: string, zone: string): Date {
  const midnightUTC = Date.parse(`${date}T00:00:00Z`);
  let instant = midnightUTC - offsetMinutes(zone, new Date(midnightUTC)) * 60_000;
  // The offset at the guess may differ from the offset at local midnight
  // (a change of clocks in between): one more step settles it.
  instant = midnightUTC - offsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** addDays moves a date by n calendar days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Which meetings the agenda shows: the coming ones from the start of the
 * viewer's today, or the past weeks' (to mark them held or no-show). */
export type Period = "coming" | "past";

export const PERIOD_DAYS = 30;

/** periodRange is the agenda's query for a period seen from now in zone. */
export function periodRange(period: Period, now: Date, zone: string): { from: Date; to: Date } {
  const today = dayOf(now, zone);
  if (period === "coming") return { from: startOfDay(today, zone), to: startOfDay(addDays(today, PERIOD_DAYS), zone) };
  return { from: startOfDay(addDays(today, -PERIOD_DAYS), zone), to: now };
}
