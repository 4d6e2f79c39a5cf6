// @vitest-environment node
import { describe, expect, it } from "vitest";
import { likelyZones } from "~/lib/zone-cities";
import { fold, formatOffset, matching, offsetMinutes, suggestedZone, zoneOptions } from "./time-zones";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");
const all = ["Africa/Cairo", "America/Argentina/Buenos_Aires", "America/New_York", "Asia/Kolkata", "Asia/Riyadh", "Europe/Istanbul", "Europe/Paris", "Pacific/Auckland"];
const strip = (label: string) => label.replace(/[\u2066\u2069]/g, "");

describe("offsets", () => {
  it("reads a zone's offset on a date, summer time included", () => {
    expect(offsetMinutes("Europe/Paris", winter)).toBe(60);
    expect(offsetMinutes("Europe/Paris", summer)).toBe(120);
    expect(offsetMinutes("America/New_York", winter)).toBe(-300);
    expect(offsetMinutes("Asia/Kolkata", summer)).toBe(330);
    expect(offsetMinutes("UTC", summer)).toBe(0);
  });

  it("writes them as people read them", () => {
    expect([180, -300, 330, 0, -150].map(formatOffset)).toEqual(["UTC+3", "UTC−5", "UTC+5:30", "UTC", "UTC−2:30"]);
  });
});

describe("the picker's options", () => {
  it("puts the likely cities first, named in the interface language, west to east, with their offsets", () => {
    const { likely, others } = zoneOptions("ar", summer, all, "UTC");
    expect(likely.map((o) => o.zone)).toHaveLength(likelyZones.length);
    expect(likely.slice(0, 2).map((o) => o.zone).sort()).toEqual(["America/New_York", "America/Toronto"]);
    const riyadh = likely.find((o) => o.zone === "Asia/Riyadh")!;
    expect(strip(riyadh.label)).toBe("الرياض (UTC+3)");
    expect(riyadh.label).toContain("\u2066UTC+3\u2069");
    const minutes = likely.map((o) => o.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(others[0]!.zone).toBe("UTC");
    expect(others.map((o) => o.zone)).not.toContain("Asia/Riyadh");
    expect(strip(others.find((o) => o.zone === "America/Argentina/Buenos_Aires")!.label)).toBe("America/Argentina/Buenos Aires (UTC−3)");
  });

  it("keeps the current zone even when the browser does not know it", () => {
    expect(zoneOptions("en", winter, [], "Etc/GMT-14").others.map((o) => o.zone)).toEqual(["UTC", "Etc/GMT-14"]);
  });

  it("finds a zone by its name in any language, accents and Turkish i aside", () => {
    const { likely, others } = zoneOptions("tr", winter, all, "UTC");
    const options = [...likely, ...others];
    const zones = (q: string) => matching(options, q).map((o) => o.zone);
    expect(zones("istanbul")).toEqual(["Europe/Istanbul"]);
    expect(zones("İSTANBUL")).toEqual(["Europe/Istanbul"]);
    expect(zones("riyadh")).toEqual(["Asia/Riyadh"]); // the English name, in the Turkish list
    expect(zones("buenos aires")).toEqual(["America/Argentina/Buenos_Aires"]);
    expect(zones("new york")).toEqual(["America/New_York"]);
    expect(zones("")).toHaveLength(options.length);
    expect(zones("atlantis")).toEqual([]);
    const arabic = zoneOptions("ar", winter, all, "UTC").likely;
    expect(matching(arabic, "الرياض").map((o) => o.zone)).toEqual(["Asia/Riyadh"]);
    expect(matching(arabic, "اسطنبول").map((o) => o.zone)).toEqual(["Europe/Istanbul"]); // typed without the hamza
    expect(matching(zoneOptions("fr", winter, all, "UTC").likely, "le caire").map((o) => o.zone)).toEqual(["Africa/Cairo"]);
  });

  it("folds what people type", () => {
    expect(fold("Dubaï")).toBe("dubai");
    expect(fold("Kuveyt ılık")).toBe("kuveyt ilik");
    expect(fold("America/New_York")).toBe("america new york");
  });
});

describe("the suggestion", () => {
  it("offers the browser's zone, never UTC nor one unknown", () => {
    expect(suggestedZone("Europe/Istanbul", all)).toBe("Europe/Istanbul");
    expect(suggestedZone("Asia/Kuwait", all)).toBe("Asia/Kuwait"); // a likely city the list may name otherwise
    expect(suggestedZone("UTC", all)).toBeUndefined();
    expect(suggestedZone("Etc/UTC", all)).toBeUndefined();
    expect(suggestedZone("Mars/Olympus", all)).toBeUndefined();
    expect(suggestedZone(undefined, all)).toBeUndefined();
  });
});
