import { locales } from "~/lib/intl-format";
import type { AdminLanguage } from "~/features/admin-core/texts";

/* 29 November 2026 was a Sunday: weekday n (0 Sunday) is n days after it. */
const A_SUNDAY = Date.UTC(2026, 10, 29);

/** weekdayName: "Monday", "الاثنين", "lundi", "Pazartesi" for 1. */
export function weekdayName(lang: AdminLanguage, weekday: number): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" }).format(A_SUNDAY + weekday * 86_400_000);
}

/** capitalized: a name that starts a label, "Lundi" for "lundi". */
export function capitalized(lang: AdminLanguage, name: string): string {
  return name.charAt(0).toLocaleUpperCase(locales[lang]) + name.slice(1);
}

/** dateName: a calendar date ("2026-12-24") in full, "Thursday 24 December 2026". */
export function dateName(lang: AdminLanguage, date: string, withYear = true): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: "long", day: "numeric", month: "long", year: withYear ? "numeric" : undefined, timeZone: "UTC" }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}
