import { describe, expect, it } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import defaultDoc from "../../../../internal/content/default.json";
import type { Schema } from "./model";
import { searchContent, searchMax } from "./search";

const studio = { schema: schemaJSON as unknown as Schema, working: structuredClone(defaultDoc) as Record<string, unknown> };

describe("searchContent: every text in every language, with the item and field it is in", () => {
  it("finds a text by a word of it, whatever its case and accents, and shows it in place", () => {
    const found = searchContent(studio, "WELLS FUNDED", "en");
    expect(found).toEqual([expect.objectContaining({ family: "projects", key: "2", field: "study.results.0.label", lang: "en", match: "wells funded" })]);
    const fr = searchContent(studio, "financés par l’application", "fr");
    expect(fr[0]).toMatchObject({ lang: "fr", match: "financés par l’application" });
    expect(searchContent(studio, "finances par", "fr").map((f) => f.lang)).toContain("fr");
  });

  it("reads Arabic as a reader does: short vowels and the forms of alif aside", () => {
    const found = searchContent(studio, "مولت عبر التطبيق", "ar");
    expect(found[0]).toMatchObject({ family: "projects", lang: "ar", match: "مُوِّلت عبر التطبيق" });
  });

  it("searches the words of rich texts, not their markup, in object families too", () => {
    expect(searchContent(studio, "<p>", "en")).toEqual([]);
    const faq = searchContent(studio, "Google Play", "en").filter((f) => f.family === "faq");
    expect(faq.length).toBeGreaterThan(0);
    expect(faq[0]!.field).toBe("answer");
    const about = searchContent({ ...studio, working: { ...studio.working, about: { ...(studio.working.about as object), title: { en: "Our unique story" } } } }, "unique story", "en");
    expect(about).toEqual([expect.objectContaining({ family: "about", key: "", field: "title", lang: "en" })]);
  });

  it("needs two characters, and lists at most searchMax", () => {
    expect(searchContent(studio, "a", "en")).toEqual([]);
    expect(searchContent(studio, "e ", "en").length).toBeLessThanOrEqual(searchMax);
  });
});
