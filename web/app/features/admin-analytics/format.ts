import { formatNumber } from "~/features/admin-core/format";
import type { AdminLanguage } from "~/features/admin-core/texts";
import { locales } from "~/lib/intl-format";


export { formatNumber };

/** formatPercent: a fraction as a percentage, "2.5%" / "2.5٪"; "—" for none. */
export function formatPercent(lang: AdminLanguage, fraction: number | null | undefined, digits = 1): string {
  if (fraction == null || !Number.isFinite(fraction)) return "—";
  return new Intl.NumberFormat(locales[lang], { style: "percent", maximumFractionDigits: digits }).format(fraction);
}

export type Trend = "up" | "down" | "flat" | "new";

/** change compares a figure with the comparison period's: the relative
 * change, signed ("+20%"), or "new" when the previous figure was 0. */
export function change(lang: AdminLanguage, current: number, previous: number): { text: string; trend: Trend } {
  if (previous === 0) return current === 0 ? { text: formatPercent(lang, 0, 0), trend: "flat" } : { text: "", trend: "new" };
  const ratio = (current - previous) / previous;
  const text = new Intl.NumberFormat(locales[lang], { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(ratio);
  return { text, trend: ratio > 0 ? "up" : ratio < 0 ? "down" : "flat" };
}

/** formatBucket names a point of the series: a day "23 Nov" (with the
 * weekday in full labels) or a local hour "14:00". The API's values are
 * already in the site's time zone, so they are read as UTC to stay put. */
export function formatBucket(lang: AdminLanguage, t: string, full = false): string {
  if (t.length === 13) {
    const hour = new Date(`${t.slice(0, 10)}T${t.slice(11)}:00:00Z`);
    const opts: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" };
    return new Intl.DateTimeFormat(locales[lang], full ? { ...opts, day: "numeric", month: "short" } : opts).format(hour);
  }
  const day = new Date(`${t}T00:00:00Z`);
  const opts: Intl.DateTimeFormatOptions = full ? { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locales[lang], opts).format(day);
}

/** formatRange: "1 Nov 2026 – 30 Nov 2026", the language's own range form. */
export function formatRange(lang: AdminLanguage, from: string, to: string): string {
  const f = new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return f.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}
