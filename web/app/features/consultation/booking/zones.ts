/** The time zones the visitor can choose from, and the search of the
 * zone list. */

/** visitorZone is the zone the browser runs in, or the agency's when the
 * browser names none. */
export function visitorZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** zoneList is every IANA zone the browser knows, with the given zones
 * (the detected one, the agency's) among them even when the browser lists
 * them under another name ("Asia/Calcutta" for "Asia/Kolkata"). */
export function zoneList(...present: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, ...present.filter(Boolean)])].sort();
}

/** isUtc: UTC is no place, and has texts of its own ("à l’heure UTC",
 * not "à l’heure de UTC"). */
export function isUtc(zone: string): boolean {
  return zone === "UTC" || zone === "Etc/UTC";
}

/** zoneName is a zone as people read it: "America/New_York" as "America/New York". */
export function zoneName(zone: string): string {
  return zone.replaceAll("_", " ");
}

/** zoneOffset is the zone's offset from UTC at an instant, as the page's
 * language writes it ("GMT+3", "UTC+03:00"…). */
export function zoneOffset(zone: string, locale: string, at: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
}

function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_\s/-]+/g, " ")
    .trim();
}

/** searchZones keeps the zones whose name holds every word of the query,
 * whatever the case, accents, underscores or slashes ("new york",
 * "sao paulo", "europe/par"); those whose city starts with the query first. */
export function searchZones(zones: readonly string[], query: string, limit = 50): string[] {
  const words = fold(query).split(" ").filter(Boolean);
  if (words.length === 0) return zones.slice(0, limit);
  const matches = zones.filter((z) => {
    const name = fold(z);
    return words.every((w) => name.includes(w));
  });
  const city = (z: string) => fold(z.slice(z.lastIndexOf("/") + 1));
  const q = words.join(" ");
  return [...matches.filter((z) => city(z).startsWith(q)), ...matches.filter((z) => !city(z).startsWith(q))].slice(0, limit);
}
