import { describe, expect, it } from "vitest";
import { change, formatBucket, formatNumber, formatPercent, formatRange } from "./format";
import filtersJSON from "../../config/filters.json";
import { addDays, apiQuery, filterValueOf, rangeOf, todayIn, viewOf, withParam } from "./query";
import { labelIndexes, linear, niceTicks, path } from "./scale";

describe("chart scales", () => {
  it.each([
    { name: "no data", max: 0, want: [0, 1] },
    { name: "small counts never step under 1", max: 3, want: [0, 1, 2, 3] },
    { name: "round max", max: 40, want: [0, 10, 20, 30, 40] },
    { name: "max between steps", max: 37, want: [0, 10, 20, 30, 40] },
    { name: "steps of 2 × 10ⁿ", max: 70, want: [0, 20, 40, 60, 80] },
    { name: "steps of 5 × 10ⁿ", max: 1_900, want: [0, 500, 1_000, 1_500, 2_000] },
  ])("niceTicks: $name", ({ max, want }) => {
    expect(niceTicks(max)).toEqual(want);
  });

  it("maps values linearly, upside down for the y axis, and a flat domain to its start", () => {
    const y = linear(0, 40, 200, 0);
    expect([y(0), y(10), y(40)]).toEqual([200, 150, 0]);
    expect(linear(5, 5, 10, 20)(5)).toBe(10);
  });

  it.each([
    { name: "few points: all", n: 5, most: 7, want: [0, 1, 2, 3, 4] },
    { name: "30 days: first, last, evenly between", n: 30, most: 6, want: [0, 6, 12, 18, 24, 29] },
    { name: "a last label too close to the one before is dropped", n: 8, most: 3, want: [0, 4, 7] },
    { name: "none", n: 0, most: 6, want: [] },
  ])("labelIndexes: $name", ({ n, most, want }) => {
    expect(labelIndexes(n, most)).toEqual(want);
  });

  it("draws a path through points", () => {
    expect(path([[0, 10], [5.55, 0]])).toBe("M0.0 10.0L5.5 0.0");
  });
});

describe("formatting in English and Arabic", () => {
  it.each([
    { lang: "en", n: 12345, want: "12,345" },
    { lang: "ar", n: 12345, want: "12,345" },
  ] as const)("numbers in $lang keep Latin digits", ({ lang, n, want }) => {
    expect(formatNumber(lang, n).replace(/\u066c/g, ",")).toBe(want);
  });

  it.each([
    { lang: "en", value: 0.025, want: "2.5%" },
    { lang: "ar", value: 0.025, want: "2.5%" },
    { lang: "en", value: null, want: "—" },
  ] as const)("percent in $lang: $value", ({ lang, value, want }) => {
    const got = formatPercent(lang, value).replace(/[\u200e\u200f\u061c]/g, "");
    expect(got).toBe(want);
  });

  it.each([
    { name: "up", current: 120, previous: 100, en: "+20%", trend: "up" },
    { name: "down", current: 75, previous: 100, en: "-25%", trend: "down" },
    { name: "flat", current: 5, previous: 5, en: "0%", trend: "flat" },
    { name: "nothing before", current: 3, previous: 0, en: "", trend: "new" },
  ])("change: $name", ({ current, previous, en, trend }) => {
    expect(change("en", current, previous)).toEqual({ text: en, trend });
    // Arabic wraps the sign and the percent sign in left-to-right marks, so
    // "+20%" reads the same way inside right-to-left text.
    const ar = change("ar", current, previous);
    expect(ar.trend).toBe(trend);
    expect(ar.text.replace(/\u200e/g, "")).toBe(en);
    if (trend === "up") expect(ar.text).toBe("\u200e+20\u200e%\u200e");
  });

  it("names days and hours in each language without moving them across a time zone", () => {
    expect(formatBucket("en", "2026-11-01")).toBe("1 Nov");
    expect(formatBucket("en", "2026-11-01", true)).toBe("Sun, 1 Nov 2026");
    expect(formatBucket("en", "2026-11-23T14")).toBe("14:00");
    expect(formatBucket("ar", "2026-11-01")).toBe("1 نوفمبر");
    expect(formatBucket("ar", "2026-11-23T09")).toBe("09:00");
    expect(formatRange("en", "2026-11-01", "2026-11-30")).toMatch(/^1\s*–\s*30 Nov 2026$/);
    expect(formatRange("ar", "2026-11-01", "2026-11-30")).toBe("1–30 نوفمبر 2026");
  });
});

describe("the view in the URL", () => {
  it("knows today in the site's time zone", () => {
    const late = new Date("2026-11-23T22:30:00Z");
    expect(todayIn("UTC", late)).toBe("2026-11-23");
    expect(todayIn("Europe/Istanbul", late)).toBe("2026-11-24");
    expect(todayIn("America/New_York", new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-23");
  });

  it.each([
    { preset: "today", want: { from: "2026-03-10", to: "2026-03-10" } },
    { preset: "7d", want: { from: "2026-03-04", to: "2026-03-10" } },
    { preset: "30d", want: { from: "2026-02-09", to: "2026-03-10" } },
    { preset: "90d", want: { from: "2025-12-11", to: "2026-03-10" } },
    { preset: "month", want: { from: "2026-03-01", to: "2026-03-10" } },
  ] as const)("range $preset ends today", ({ preset, want }) => {
    expect(rangeOf(preset, "2026-03-10")).toEqual(want);
  });

  it("counts days across a daylight-saving change as calendar days", () => {
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads presets, custom ranges, the comparison and filters, and writes the API's query", () => {
    const today = "2026-11-23";
    expect(viewOf(new URLSearchParams(""), today)).toEqual({ preset: "30d", from: "2026-10-25", to: today, compare: true, filters: {} });
    const custom = viewOf(new URLSearchParams("range=custom&from=2026-10-01&to=2026-10-31&compare=none&campaign=spring&lang=ar&x=1"), today);
    expect(custom).toEqual({ preset: "custom", from: "2026-10-01", to: "2026-10-31", compare: false, filters: { campaign: "spring", lang: "ar" } });
    expect(apiQuery(custom)).toBe("from=2026-10-01&to=2026-10-31&compare=none&lang=ar&campaign=spring");
    // A custom range that is not one falls back to 30 days.
    expect(viewOf(new URLSearchParams("range=custom&from=2026-10-31&to=2026-10-01"), today).preset).toBe("30d");
    expect(viewOf(new URLSearchParams("range=bogus"), today).preset).toBe("30d");
  });

  it("changes one parameter of the URL and keeps the rest", () => {
    expect(withParam("?range=7d&lang=ar", { source: "google.com" })).toBe("?range=7d&lang=ar&source=google.com");
    expect(withParam("?range=7d&lang=ar", { lang: undefined })).toBe("?range=7d");
    expect(withParam("", { lang: undefined })).toBe("?");
  });

  it("filters the row without a source by the direct source the server reads (config/filters.json)", () => {
    expect(filterValueOf("source", "")).toBe(filtersJSON.directSource);
    expect(filterValueOf("source", "google.com")).toBe("google.com");
    expect(filterValueOf("lang", "")).toBe("");
  });
});
