import { locales } from "~/lib/intl-format";
import type { AdminLanguage } from "./texts";

/* Intl locales per language: the public site's (Latin digits, the
   Gregorian calendar in every language). */

export function formatNumber(lang: AdminLanguage, n: number): string {
  return new Intl.NumberFormat(locales[lang]).format(n);
}

/** formatDateTime: "23 Nov 2026, 14:05" in the viewer's time zone. */
export function formatDateTime(lang: AdminLanguage, iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

export function formatDate(lang: AdminLanguage, iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: "medium", timeZone }).format(new Date(iso));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** formatAgo: "3 hours ago", "il y a 2 jours", "منذ 5 دقائق"; "now" under a minute. */
export function formatAgo(lang: AdminLanguage, iso: string, now: number): string {
  const ms = new Date(iso).getTime() - now;
  const rtf = new Intl.RelativeTimeFormat(locales[lang], { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(ms) >= size) return rtf.format(Math.round(ms / size), unit);
  }
  return rtf.format(0, "second");
}

/** formatMinutes: a duration such as a response time, "2 h 5 min" in the
 * language's own units. */
export function formatMinutes(lang: AdminLanguage, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = Math.round(minutes % 60);
  const parts: string[] = [];
  const unit = (value: number, u: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(locales[lang], { style: "unit", unit: u, unitDisplay: "short" }).format(value);
  if (days) parts.push(unit(days, "day"));
  if (hours) parts.push(unit(hours, "hour"));
  if (mins || parts.length === 0) parts.push(unit(mins, "minute"));
  return new Intl.ListFormat(locales[lang], { style: "narrow", type: "unit" }).format(parts);
}

/** labelled writes "label: value" by the language's typography: French puts
 * a no-break space before the colon. */
export function labelled(lang: AdminLanguage, label: string, value = ""): string {
  return `${label}${lang === "fr" ? "\u00a0:" : ":"} ${value}`;
}

/** regionName is a country's name in the interface language ("Arabie
 * saoudite" for "sa" in French), for the studio's flag choice; a code that is
 * not a region is shown as it is. */
export function regionName(lang: AdminLanguage, code: string): string {
  if (!/^[a-z]{2}$/i.test(code)) return code;
  return new Intl.DisplayNames([locales[lang]], { type: "region" }).of(code.toUpperCase()) ?? code;
}

/** languageName is a language's name in the interface language ("arabe"
 * in French): the pickers name each language in itself instead. */
export function languageName(lang: AdminLanguage, code: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locales[lang]], { type: "language" }).of(code) ?? code;
  } catch {
    return code; // not a language tag
  }
}
