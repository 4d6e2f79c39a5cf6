import { describe, expect, it } from "vitest";
import { dayHeading, timeRange } from "./meeting-format";

describe("how a meeting's time reads", () => {
  it("names today and tomorrow in each language, other days by their date", () => {
    expect(dayHeading("en", "2026-12-01", "2026-12-01")).toBe("Today, Tuesday 1 December");
    expect(dayHeading("fr", "2026-12-02", "2026-12-01")).toBe("Demain, mercredi 2 décembre");
    expect(dayHeading("tr", "2026-11-30", "2026-12-01")).toBe("Dün, 30 Kasım Pazartesi");
    expect(dayHeading("ar", "2026-12-01", "2026-12-01")).toBe("اليوم، الثلاثاء، 1 ديسمبر");
    expect(dayHeading("en", "2026-12-03", "2026-12-01")).toBe("Thursday 3 December");
    expect(dayHeading("en", "2027-01-04", "2026-12-31")).toBe("Monday, 4 January 2027");
  });

  it("gives the times in the viewer's zone", () => {
    expect(timeRange("en", "2026-12-01T07:00:00Z", "2026-12-01T07:30:00Z", "Europe/Istanbul")).toBe("10:00–10:30");
    expect(timeRange("fr", "2026-12-01T07:00:00Z", "2026-12-01T07:30:00Z", "America/New_York")).toBe("02:00\u2009–\u200902:30");
  });
});
