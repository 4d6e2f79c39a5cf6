// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pages } from "~/config/site";
import { offersField, pagesOf, previewURL, zonedInstant, zonedNow } from "./pages";
import { allPages } from "./preview";
import { publishingTexts } from "./publishing-texts";

describe("offersField", () => {
  it("offers a heading to the pages that show the pages family's, and to no other", () => {
    expect(offersField("pages", "services", "heading")).toBe(true);
    expect(offersField("pages", "home", "heading")).toBe(false);
    expect(offersField("pages", "privacy-policy", "intro")).toBe(false);
    expect(offersField("sections", "clients", "intro")).toBe(true);
    expect(offersField("sections", "consultation", "points")).toBe(true);
    expect(offersField("sections", "clients", "points")).toBe(false);
    expect(offersField("sections", "contact-options", "cards")).toBe(true);
    expect(offersField("sections", "consultation", "cards")).toBe(false);
  });
});

describe("pagesOf", () => {
  it("lists a project's own page first, and a family's pages", () => {
    expect(pagesOf("projects", "10")).toEqual(["project/10", "projects", "home"]);
    expect(pagesOf("projects", "new")).toEqual(["projects", "home"]);
    expect(pagesOf("testimonials", "khalid")).toEqual(["home", "about"]);
    expect(pagesOf("pages", "faq")).toEqual(["faq"]);
    expect(pagesOf("sections", "consultation")).toEqual(["contact"]);
    expect(pagesOf("sections", "clients")).toEqual(["home"]);
    expect(pagesOf("terms", null)).toEqual(["terms-of-usage"]);
    expect(pagesOf("unknown", null)).toEqual(["home"]);
  });
  it("previews every page of site.json, each named in every language of the back office", () => {
    expect([...allPages].sort()).toEqual([...pages].sort());
    for (const pt of Object.values(publishingTexts)) {
      expect(allPages.filter((p) => !pt.pages[p] || !pt.liveNow.pages[p])).toEqual([]);
    }
  });
  it("asks the preview endpoint for the page in a language", () => {
    expect(previewURL("home", "ar")).toBe("/api/admin/content/preview?path=%2Far%2Fhome");
  });
});

describe("zonedInstant", () => {
  it("reads a wall-clock time in the site's time zone", () => {
    expect(zonedInstant("2026-11-27", "09:30", "Asia/Riyadh")).toBe("2026-11-27T06:30:00.000Z");
    expect(zonedInstant("2026-11-27", "09:30", "UTC")).toBe("2026-11-27T09:30:00.000Z");
    expect(zonedInstant("2026-07-01", "12:00", "Europe/Paris")).toBe("2026-07-01T10:00:00.000Z"); // summer time
    expect(zonedInstant("2026-01-15", "12:00", "Europe/Paris")).toBe("2026-01-15T11:00:00.000Z");
    expect(zonedInstant("2026-03-29", "04:00", "Europe/Paris")).toBe("2026-03-29T02:00:00.000Z"); // the day the clocks go forward
  });
  it("refuses what is not a date and a time", () => {
    expect(zonedInstant("", "09:30", "UTC")).toBeNull();
    expect(zonedInstant("2026-11-27", "9h", "UTC")).toBeNull();
  });
  it("gives the wall clock of an instant, the inverse", () => {
    const ms = Date.parse("2026-11-27T06:30:40Z");
    expect(zonedNow(ms, "Asia/Riyadh")).toEqual({ date: "2026-11-27", time: "09:30" });
    expect(zonedInstant(zonedNow(ms, "Europe/Istanbul").date, zonedNow(ms, "Europe/Istanbul").time, "Europe/Istanbul")).toBe("2026-11-27T06:30:00.000Z");
  });
});
