import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_COUNT } from "~/config/constants";
import { languages, site } from "~/config/site";
import { frenchTypographyProblems } from "~/locales/french-typography";
import { isSector } from "../sectors";
import { projectCards } from "./cards";
import { caseStudies, caseStudyIn } from "./case-studies";

/** problems lists, by path, every text that is missing or empty in a
 * language, and every French text a native typesetter would correct. */
function problems(value: unknown, path: string): string[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value as Record<string, unknown>);
  const isLocalized = entries.some(([key]) => (languages as readonly string[]).includes(key));
  if (!isLocalized) return entries.flatMap(([key, v]) => problems(v, `${path}.${key}`));
  const found: string[] = [];
  for (const lang of languages) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text !== "string" || text.trim() === "") found.push(`${path}: no ${lang} text`);
  }
  const fr = (value as Record<string, unknown>).fr;
  if (typeof fr === "string") for (const problem of frenchTypographyProblems(fr)) found.push(`${path}.fr: ${problem}: ${fr}`);
  for (const lang of ["en", "fr", "tr"] as const) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text === "string" && /\w'\w/.test(text)) found.push(`${path}.${lang}: a straight apostrophe: ${text}`);
  }
  return found;
}

describe("project content", () => {
  it("has one file per project of site.json, each with its card and case study", () => {
    expect(projectCards.map((c) => c.id)).toEqual(site.projectIds);
    expect(projectCards).toHaveLength(PROJECT_COUNT);
    for (const id of site.projectIds) {
      expect(existsSync(join(__dirname, `${id}.ts`)), `content/projects/${id}.ts`).toBe(true);
      expect(caseStudies[id], `case study ${id}`).toBeDefined();
    }
  });

  it.each(site.projectIds)("project %i has every text in every language", (id) => {
    const card = projectCards.find((c) => c.id === id)!;
    expect([...problems(card, `card ${id}`), ...problems(caseStudies[id], `study ${id}`)]).toEqual([]);
  });

  it.each(site.projectIds)("project %i has every field of a case study", (id) => {
    const card = projectCards.find((c) => c.id === id)!;
    const study = caseStudies[id]!;
    expect(isSector(card.sector), `sector ${card.sector}`).toBe(true);
    expect(card.completed).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    for (const field of ["client", "need", "challenge"] as const) expect(study[field], field).toBeDefined();
    expect(study.features.length).toBeGreaterThanOrEqual(3);
    expect(study.results.length).toBeGreaterThanOrEqual(2);
    for (const r of study.results) expect(Number.isFinite(r.figure.value) && r.figure.value > 0).toBe(true);
    expect(study.technologies.length).toBeGreaterThan(0);
    expect(Number.isInteger(study.durationWeeks) && study.durationWeeks > 0).toBe(true);
    expect(study.screens.length).toBeGreaterThan(0);
    for (const s of study.screens) expect(existsSync(join(process.cwd(), "public", s.src)), s.src).toBe(true);
    if (study.stores?.appStore) expect(study.stores.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    if (study.stores?.googlePlay) expect(study.stores.googlePlay).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
  });

  it("finds the text problems it looks for", () => {
    expect(problems({ a: { en: "x", ar: "x", fr: "Oui : non", tr: "" } }, "t")).toEqual([
      "t.a: no tr text",
      "t.a.fr: a no-break space before :: Oui : non",
    ]);
    expect(problems({ en: "x", ar: "x", fr: "l'eau", tr: "Kur'an" }, "t")).toEqual(["t.fr: a straight apostrophe: l'eau", "t.tr: a straight apostrophe: Kur'an"]);
    expect(problems({ en: "x", fr: "x", tr: "x" }, "t")).toEqual(["t: no ar text"]);
  });

  it("gives a case study in one language, with technologies named as a native would", () => {
    const ar = caseStudyIn(8, "ar")!;
    expect(ar.client).toBe("رحّال لتأجير السيارات");
    expect(ar.technologies).toContain("خرائط Google");
    expect(ar.technologies).toContain("Flutter");
    expect(ar.testimonial?.author).toBe("خالد العتيبي");
    expect(ar.stores.googlePlay).toMatch(/rahalfleet$/);
    expect(caseStudyIn(1, "en")!.testimonial).toBeUndefined();
    expect(caseStudyIn(10, "en")).toBeUndefined();
  });
});
