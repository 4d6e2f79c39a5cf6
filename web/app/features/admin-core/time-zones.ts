import { likelyZones } from "~/lib/zone-cities";
import type { AdminLanguage } from "./texts";


/** ZoneOption is one choice of the picker. */
export interface ZoneOption {
  zone: string;
  /** What the option reads: the city (or the zone's name) and its offset now. */
  label: string;
  /** Minutes east of UTC now, for the order. */
  minutes: number;
  /** What a search matches: the label, the English name and the IANA name, folded. */
  keys: string;
}

/** offsetMinutes is how many minutes zone is ahead of UTC at date. */
export function offsetMinutes(zone: string, date: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-−])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!m) return 0; // "GMT": UTC itself
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === "+" ? minutes : -minutes;
}

/** formatOffset writes minutes east of UTC as people read them: UTC+3,
 * UTC−5 (a real minus), UTC+5:30, UTC. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "UTC";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${minutes > 0 ? "+" : "−"}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** fold makes a search forgiving: case, accents, Arabic hamza seats and
 * Turkish dotted/dotless i all compare alike. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase("en")
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, "")
    .replace(/ı/g, "i")
    .replace(/[أإآ]/g, "ا")
    .replace(/[_/]/g, " ");
}

/* An isolate keeps "UTC+3" whole and left to right inside an Arabic label. */
const isolate = (s: string) => `\u2066${s}\u2069`;

function option(zone: string, label: string, date: Date, also: string): ZoneOption {
  const minutes = offsetMinutes(zone, date);
  return { zone, label: `${label} (${isolate(formatOffset(minutes))})`, minutes, keys: fold(`${label} ${also} ${zone}`) };
}

/** zoneOptions lists the picker's choices at date: the likely cities
 * named in lang, west to east, then every other zone the browser knows
 * (and current, should the browser not know it), by name. */
export function zoneOptions(lang: AdminLanguage, date: Date, all: readonly string[], current: string): { likely: ZoneOption[]; others: ZoneOption[] } {
  const collator = new Intl.Collator(lang);
  const likely = likelyZones
    .map((z) => option(z.zone, z.names[lang], date, z.names.en))
    .sort((a, b) => a.minutes - b.minutes || collator.compare(a.label, b.label));
  const taken = new Set(likely.map((o) => o.zone));
  const others = [...new Set(["UTC", ...all, current])]
    .filter((zone) => zone && !taken.has(zone))
    .map((zone) => option(zone, zone.replace(/_/g, " "), date, ""))
    .sort((a, b) => (a.zone === "UTC" ? -1 : b.zone === "UTC" ? 1 : collator.compare(a.zone, b.zone)));
  return { likely, others };
}

/** matching keeps the options whose every word of query is in their keys. */
export function matching(options: ZoneOption[], query: string): ZoneOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return words.length === 0 ? options : options.filter((o) => words.every((w) => o.keys.includes(w)));
}

/** browserZones is the browser's list of IANA time zones. */
export function browserZones(): string[] {
  return (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
}

/** suggestedZone is the zone to offer when the owner has chosen none: the
 * browser's own, unless it is unknown or UTC (a server's, not a city's). */
export function suggestedZone(browserZone: string | undefined, known: readonly string[]): string | undefined {
  if (!browserZone || browserZone === "UTC" || browserZone === "Etc/UTC") return undefined;
  return known.includes(browserZone) || likelyZones.some((z) => z.zone === browserZone) ? browserZone : undefined;
}
