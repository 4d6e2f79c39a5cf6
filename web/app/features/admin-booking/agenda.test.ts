import { describe, expect, it } from "vitest";
import { byDay, dayOf, daysBetween, periodRange, startOfDay } from "./agenda";

const at = (start: string, id = start) => ({ id, start });

describe("the agenda's days", () => {
  it("puts a meeting on the day it starts for the viewer", () => {
    // 22:30 UTC on 1 December: the 2nd in Istanbul, still the 1st in New York.
    expect(dayOf("2026-12-01T22:30:00Z", "Europe/Istanbul")).toBe("2026-12-02");
    expect(dayOf("2026-12-01T22:30:00Z", "America/New_York")).toBe("2026-12-01");
    expect(dayOf("2026-12-01T22:30:00Z", "Asia/Kolkata")).toBe("2026-12-02");
  });

  it("groups the same meetings differently across zones, keeping their order", () => {
    const meetings = [at("2026-12-01T14:00:00Z"), at("2026-12-01T21:30:00Z"), at("2026-12-02T03:00:00Z"), at("2026-12-02T09:00:00Z")];
    const ids = (zone: string) => byDay(meetings, zone).map((d) => [d.date, d.items.map((m) => m.start.slice(5, 16))]);
    expect(ids("Europe/Istanbul")).toEqual([
      ["2026-12-01", ["12-01T14:00"]],
      ["2026-12-02", ["12-01T21:30", "12-02T03:00", "12-02T09:00"]],
    ]);
    expect(ids("America/New_York")).toEqual([
      ["2026-12-01", ["12-01T14:00", "12-01T21:30", "12-02T03:00"]],
      ["2026-12-02", ["12-02T09:00"]],
    ]);
    expect(byDay([], "UTC")).toEqual([]);
  });

  it("counts days across a change of clocks", () => {
    expect(daysBetween("2026-10-31", "2026-11-02")).toBe(2);
    expect(daysBetween("2026-12-02", "2026-12-01")).toBe(-1);
  });

  it("finds a day's first instant in a zone, on the days clocks change too", () => {
    expect(startOfDay("2026-12-01", "Europe/Istanbul").toISOString()).toBe("2026-11-30T21:00:00.000Z");
    expect(startOfDay("2026-12-01", "America/New_York").toISOString()).toBe("2026-12-01T05:00:00.000Z");
    // Paris leaves summer time at 03:00 on 25 October 2026: midnight is still +2.
    expect(startOfDay("2026-10-25", "Europe/Paris").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfDay("2026-10-26", "Europe/Paris").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("asks for the coming 30 days from the viewer's midnight, or the past 30 days up to now", () => {
    const now = new Date("2026-12-01T22:30:00Z");
    const coming = periodRange("coming", now, "Europe/Istanbul");
    expect(coming.from.toISOString()).toBe("2026-12-01T21:00:00.000Z");
    expect(coming.to.toISOString()).toBe("2026-12-31T21:00:00.000Z");
    const past = periodRange("past", now, "America/New_York");
    expect(past.from.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(past.to).toBe(now);
  });
});
