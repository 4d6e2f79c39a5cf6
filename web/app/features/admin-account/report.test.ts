import { describe, expect, it } from "vitest";
import { hourLabel, weekdayNames, zoneChoices } from "./report";

describe("the weekly report's control", () => {
  it("names the weekdays from Sunday, as the server's 0 to 6 count, in each language", () => {
    expect(weekdayNames("en")).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(weekdayNames("fr")[1]).toBe("lundi");
    expect(weekdayNames("ar")[5]).toBe("الجمعة");
  });

  it("writes an hour as a time of day", () => {
    expect(hourLabel("en-GB", 8)).toBe("08:00");
    expect(hourLabel("fr", 17)).toBe("17:00");
  });

  it("keeps a saved zone the browser does not list", () => {
    expect(zoneChoices("Europe/Istanbul")).toContain("Europe/Istanbul");
    expect(zoneChoices("Mars/Olympus")[0]).toBe("Mars/Olympus");
  });
});
