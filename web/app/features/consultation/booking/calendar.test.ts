import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarCells, daysOf, firstDayOfWeek, formatsFor, localDate, weekdayNames } from "./calendar";

const slot = (start: string, minutes = 30) => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });

describe("daysOf", () => {
  it("groups slots by the visitor's date, in time order", () => {
    const slots = [slot("2026-12-02T06:00:00Z"), slot("2026-12-01T06:30:00Z"), slot("2026-12-01T06:00:00Z")];
    expect(daysOf(slots, "Europe/Istanbul")).toEqual([
      { date: "2026-12-01", slots: [slots[2], slots[1]] },
      { date: "2026-12-02", slots: [slots[0]] },
    ]);
  });

  it("puts the agency's morning on the visitor's previous day when they are a day behind", () => {
    // 09:00 and 17:00 in Istanbul on 1 December: 20:00 and 04:00 around it in Honolulu and Kiritimati.
    const morning = slot("2026-12-01T06:00:00Z");
    const evening = slot("2026-12-01T14:00:00Z");
    expect(daysOf([morning, evening], "Pacific/Honolulu").map((d) => d.date)).toEqual(["2026-11-30", "2026-12-01"]);
    expect(daysOf([morning, evening], "Pacific/Kiritimati").map((d) => d.date)).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it("keeps the agency's fixed hour while the visitor's clock changes (New York, November)", () => {
    // 09:00 in Istanbul (no DST) before and after America's change on 1 November 2026.
    const before = "2026-10-30T06:00:00Z";
    const after = "2026-11-02T06:00:00Z";
    const days = daysOf([slot(before), slot(after)], "America/New_York");
    expect(days.map((d) => d.date)).toEqual(["2026-10-30", "2026-11-02"]);
    const f = formatsFor("en", "America/New_York");
    expect([f.time(before), f.time(after)]).toEqual(["02:00", "01:00"]);
  });

  it("reads a date across a visitor's own midnight change", () => {
    expect(localDate(new Date("2026-03-29T00:30:00Z"), "Europe/Paris")).toBe("2026-03-29");
    expect(localDate(new Date("2026-03-28T22:59:00Z"), "Europe/Paris")).toBe("2026-03-28");
    expect(localDate(new Date("2026-03-28T23:00:00Z"), "Europe/Paris")).toBe("2026-03-29");
  });
});

describe("firstDayOfWeek", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts the week on Saturday in Arabic and on Monday in English, French and Turkish", () => {
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("en")).toBe(1);
    expect(firstDayOfWeek("fr")).toBe(1);
    expect(firstDayOfWeek("tr")).toBe(1);
  });

  it("falls back to the language's usual first day without Intl.Locale week information", () => {
    vi.stubGlobal("Intl", { ...Intl, Locale: class {} });
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("fr")).toBe(1);
  });
});

describe("calendarCells", () => {
  it("pads the first and last weeks from the week's first day", () => {
    // 2026-12-01 is a Tuesday, 2026-12-03 a Thursday.
    expect(calendarCells("2026-12-01", "2026-12-03", 1)).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", null, null, null]);
    expect(calendarCells("2026-12-01", "2026-12-03", 6)).toEqual([null, null, null, "2026-12-01", "2026-12-02", "2026-12-03", null]);
  });

  it("counts dates across a DST change one a cell", () => {
    const cells = calendarCells("2026-10-24", "2026-11-02", 0);
    expect(cells.filter(Boolean)).toHaveLength(10);
    expect(cells).toContain("2026-10-25");
    expect(cells).toContain("2026-11-01");
  });
});

describe("formats", () => {
  it("names weekdays from the week's first day in the page's language", () => {
    expect(weekdayNames("fr", 1)[0]?.long).toBe("lundi");
    expect(weekdayNames("ar", 6)[0]).toEqual({ short: "س", long: "السبت" });
    expect(weekdayNames("tr", 1)[0]).toEqual({ short: "Pzt", long: "Pazartesi" });
  });

  it("writes Arabic dates and times with the site's Latin digits", () => {
    const f = formatsFor("ar", "Asia/Riyadh");
    expect(f.time("2026-12-01T06:00:00Z")).toMatch(/^9:00/);
    expect(f.fullDate("2026-12-01")).toContain("2026");
    expect(f.fullDate("2026-12-01")).toContain("الثلاثاء");
  });

  it("writes the full date in French and Turkish", () => {
    expect(formatsFor("fr", "Europe/Paris").fullDate("2026-12-01")).toBe("mardi 1 décembre 2026");
    expect(formatsFor("tr", "Europe/Istanbul").fullDate("2026-12-01")).toBe("1 Aralık 2026 Salı");
  });
});
