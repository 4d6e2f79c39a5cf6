import { describe, expect, it } from "vitest";
import { canAdd, changeHours, datesInOrder, fieldOf, hoursOf, nextRange, weekdayOrder, wireHours, workdays, type Hours } from "./hours";

const nineToFive = { from: "09:00", to: "17:00" };
const empty: Hours = hoursOf({ weekly: [], dates: {} });

describe("the weekly hours editor", () => {
  it("has seven weekdays whatever the server sent", () => {
    expect(empty.weekly).toHaveLength(7);
    expect(hoursOf({ weekly: [[], [nineToFive]], dates: {} }).weekly[1]).toEqual([nineToFive]);
  });

  it("adds office hours to an empty day, then the hour after the last range", () => {
    let h = changeHours(empty, { type: "add", where: { weekday: 1 } });
    expect(h.weekly[1]).toEqual([nineToFive]);
    h = changeHours(h, { type: "add", where: { weekday: 1 } });
    expect(h.weekly[1]).toEqual([nineToFive, { from: "17:00", to: "18:00" }]);
    expect(empty.weekly[1]).toEqual([]); // the state before is left as it was
  });

  it("ends a day at midnight as 00:00 in the form and 24:00 on the wire", () => {
    const h = hoursOf({ weekly: [[{ from: "20:00", to: "24:00" }]], dates: { "2026-12-31": [{ from: "18:00", to: "24:00" }], "2026-12-24": [] } });
    expect(h.weekly[0]).toEqual([{ from: "20:00", to: "00:00" }]);
    expect(h.dates["2026-12-31"]).toEqual([{ from: "18:00", to: "00:00" }]);
    const wire = wireHours(h);
    expect(wire.weekly[0]).toEqual([{ from: "20:00", to: "24:00" }]);
    expect(wire.dates).toEqual({ "2026-12-31": [{ from: "18:00", to: "24:00" }], "2026-12-24": [] });
    expect(hoursOf({ weekly: [null as never], dates: null as never }).dates).toEqual({}); // Go's nil slices and maps
  });

  it("stops adding at midnight", () => {
    expect(nextRange([{ from: "22:00", to: "23:30" }])).toEqual({ from: "23:30", to: "00:00" });
    expect(canAdd([{ from: "20:00", to: "00:00" }])).toBe(false);
    const full: Hours = { ...empty, weekly: empty.weekly.map((r, d) => (d === 2 ? [{ from: "20:00", to: "00:00" }] : r)) };
    expect(changeHours(full, { type: "add", where: { weekday: 2 } })).toBe(full);
  });

  it("edits and removes one range of several", () => {
    let h = changeHours(empty, { type: "add", where: { weekday: 3 } });
    h = changeHours(h, { type: "add", where: { weekday: 3 } });
    h = changeHours(h, { type: "set", where: { weekday: 3 }, index: 0, field: "to", value: "12:00" });
    h = changeHours(h, { type: "set", where: { weekday: 3 }, index: 1, field: "from", value: "13:00" });
    expect(h.weekly[3]).toEqual([{ from: "09:00", to: "12:00" }, { from: "13:00", to: "18:00" }]);
    h = changeHours(h, { type: "remove", where: { weekday: 3 }, index: 0 });
    expect(h.weekly[3]).toEqual([{ from: "13:00", to: "18:00" }]);
  });

  it("copies a day's ranges to other days as copies, not shared objects", () => {
    const start = changeHours(empty, { type: "add", where: { weekday: 1 } });
    const h = changeHours(start, { type: "copy", from: 1, to: [2, 3, 4, 5] });
    expect(h.weekly.map((r) => r.length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
    const edited = changeHours(h, { type: "set", where: { weekday: 2 }, index: 0, field: "from", value: "10:00" });
    expect(edited.weekly[1]![0]!.from).toBe("09:00");
  });

  it("adds a date as a day off, gives it hours, removes it; dates in order", () => {
    let h = changeHours(empty, { type: "addDate", date: "2026-12-31" });
    h = changeHours(h, { type: "addDate", date: "2026-12-24" });
    expect(h.dates).toEqual({ "2026-12-31": [], "2026-12-24": [] });
    expect(datesInOrder(h)).toEqual(["2026-12-24", "2026-12-31"]);
    h = changeHours(h, { type: "add", where: { date: "2026-12-31" } });
    expect(h.dates["2026-12-31"]).toEqual([nineToFive]);
    expect(changeHours(h, { type: "addDate", date: "2026-12-31" })).toBe(h); // adding it again keeps its hours
    h = changeHours(h, { type: "removeDate", date: "2026-12-24" });
    expect(Object.keys(h.dates)).toEqual(["2026-12-31"]);
  });

  it("names each day as the API's problems do", () => {
    expect(fieldOf({ weekday: 0 })).toBe("weekly.0");
    expect(fieldOf({ date: "2026-12-24" })).toBe("dates.2026-12-24");
  });

  it("starts the week on the language's first day, and knows its working days", () => {
    expect(weekdayOrder("en-GB")).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder("ar-u-nu-latn-ca-gregory")).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(workdays("fr-FR")).toEqual([1, 2, 3, 4, 5]);
    expect(workdays("ar-u-nu-latn-ca-gregory")).toEqual([0, 1, 2, 3, 4]);
  });
});
