import type { Problems } from "~/features/admin-core/api";
import { directSource } from "~/features/admin-core/site";

/** The dashboard's view lives in the URL (range, comparison, filters), so a
 * view can be bookmarked or sent to a teammate; this file turns the URL into
 * the API's query and back. */

export const PRESETS = ["today", "7d", "30d", "90d", "month", "custom"] as const;
export type Preset = (typeof PRESETS)[number];

/** The filters the API takes, in the order the filter bar shows them. */
export const FILTERS = ["page", "lang", "variant", "source", "campaign", "device"] as const;
export type FilterName = (typeof FILTERS)[number];

export interface View {
  preset: Preset;
  from: string;
  to: string;
  compare: boolean;
  filters: Partial<Record<FilterName, string>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** todayIn is the date (YYYY-MM-DD) it is now in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** addDays moves a YYYY-MM-DD date by whole days (calendar arithmetic in UTC,
 * so no daylight-saving hour moves it). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** rangeOf gives a preset's first and last day, both inclusive, ending today. */
export function rangeOf(preset: Exclude<Preset, "custom">, today: string): { from: string; to: string } {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    default:
      return { from: addDays(today, 1 - Number(preset.slice(0, -1))), to: today };
  }
}

/** viewOf reads the URL's view: `range` a preset (30 days when absent or
 * unknown), `from`/`to` with `range=custom`, `compare=none` to compare with
 * nothing, and the filters. The server validates again. */
export function viewOf(params: URLSearchParams, today: string): View {
  const asked = params.get("range") as Preset | null;
  const preset: Preset = asked && PRESETS.includes(asked) ? asked : "30d";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const custom = preset === "custom" && DAY.test(from) && DAY.test(to) && from <= to;
  const range = custom ? { from, to } : rangeOf(preset === "custom" ? "30d" : preset, today);
  const filters: View["filters"] = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return { preset: custom ? "custom" : preset === "custom" ? "30d" : preset, ...range, compare: params.get("compare") !== "none", filters };
}

/** filterValueOf is the filter a breakdown row of name sets: its key, and
 * for the row of visits without a source (key "") the direct source. */
export function filterValueOf(name: FilterName, key: string): string {
  return key || (name === "source" ? directSource : "");
}

/** A parameter of the view the server refused: its name, the value asked
 * and the problem code (docs/admin-api.md, the dashboard's parameters). */
export interface Refused {
  name: string;
  value: string;
  code: string;
}

/** withoutRefused is the view without what the server refused (a 422's
 * problems, parameter → code), the way the inbox drops a bad value from its
 * URL: a refused filter is left out, a refused day brings back the default
 * period. It returns what was left out too, for the page to say. */
export function withoutRefused(view: View, problems: Problems, today: string): { view: View; refused: Refused[] } {
  const asked = new URLSearchParams(apiQuery(view));
  const kept: View = { ...view, filters: { ...view.filters } };
  for (const name of Object.keys(problems)) {
    if (name === "from" || name === "to") Object.assign(kept, { preset: "30d", ...rangeOf("30d", today) });
    else if (name === "compare") kept.compare = true;
    else delete kept.filters[name as FilterName];
  }
  const refused = Object.entries(problems).map(([name, code]) => ({ name, value: asked.get(name) ?? "", code }));
  return { view: kept, refused };
}

/** apiQuery is the view as the analytics API's query string. */
export function apiQuery(view: View): string {
  const q = new URLSearchParams({ from: view.from, to: view.to, compare: view.compare ? "previous" : "none" });
  for (const name of FILTERS) {
    const value = view.filters[name];
    if (value) q.set(name, value);
  }
  return q.toString();
}

/** withParam is the page's URL search with one parameter set (or removed
 * with undefined), for the links that change the view. */
export function withParam(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const s = params.toString();
  return s ? `?${s}` : "?";
}

/** exportHref is the CSV export of one breakdown under the view. */
export function exportHref(view: View, breakdown: string): string {
  return `/api/admin/analytics/export?breakdown=${encodeURIComponent(breakdown)}&${apiQuery(view)}`;
}
