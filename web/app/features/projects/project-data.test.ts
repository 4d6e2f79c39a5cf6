import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { neighboursIn, projectIn, projectsIn, projectTitlesIn } from "~/content/projects/cards";
import { projectImages, requestHref } from "./project-data";

describe("project data", () => {
  it("has both images of every project in public/", () => {
    for (const project of projectsIn("en")) {
      const { background, app } = projectImages(project);
      for (const src of [background?.src, app?.src]) expect(src !== undefined && existsSync(join(process.cwd(), "public", src)), src).toBe(true);
    }
  });
  it("gives a project in one language, by id only", () => {
    expect(projectIn(3, "fr")?.title).toBe("Attar — plantes et produits bio");
    expect(projectIn(0, "fr")).toBeUndefined();
    expect(projectIn(10, "fr")).toBeUndefined();
    expect(projectTitlesIn("ar")[2]).toBe("سبيل — حفر الآبار");
  });
  it("wraps previous and next around the list", () => {
    const ids = (id: number) => {
      const { previous, next } = neighboursIn(id, "en");
      return [previous.id, next.id];
    };
    expect(ids(1)).toEqual([9, 2]);
    expect(ids(9)).toEqual([8, 1]);
    expect(ids(5)).toEqual([4, 6]);
  });
  it("requests work like a project with its sector's service and its id", () => {
    expect(requestHref("/en/contact", projectIn(3, "en")!)).toBe("/en/contact?service=ecommerce&project=3#consultation");
    expect(requestHref("/a/ar/contact", projectIn(2, "ar")!)).toBe("/a/ar/contact?service=well-mosque&project=2#consultation");
  });
});
