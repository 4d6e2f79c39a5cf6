import words from "../../../../internal/analytics/words.json";
import type { AdminLanguage } from "~/features/admin-core/texts";

/** What the dashboard shows instead of a code (events, buttons, channels,
 * sections, devices, screens), from internal/analytics/words.json, which the
 * server's CSV exports read too. */
export type AnalyticsWords = Omit<typeof words.en, "events" | "buttons" | "channels" | "sections" | "devices" | "screens" | "columns"> & {
  events: Record<string, string>;
  buttons: Record<string, string>;
  channels: Record<string, string>;
  sections: Record<string, string>;
  devices: Record<string, string>;
  screens: Record<string, string>;
  columns: Record<string, string>;
};

export const analyticsWords: Record<AdminLanguage, AnalyticsWords> = { en: words.en, ar: words.ar, fr: words.fr, tr: words.tr };

/** wordFor is a code's words; a code words.json lacks (a button the site
 * sends since this build) reads as words rather than as snake_case. */
export function wordFor(table: Record<string, string>, code: string): string {
  const word = table[code];
  if (word) return word;
  const spaced = code.replace(/[_.-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
