import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { neighbours, projectById, projectImages, projects, projectTitle, requestHref } from "./project-data";

describe("project data", () => {
  it("has the project ids of site.json, in order", () => {
    expect(projects.map((p) => p.id)).toEqual(site.projectIds);
  });
  it("has both images of every project in public/", () => {
    for (const { id } of projects) {
      const { background, app } = projectImages(id);
      for (const src of [background.src, app.src]) expect(existsSync(join(process.cwd(), "public", src)), src).toBe(true);
    }
  });
  it("finds projects by id only", () => {
    expect(projectById(3)?.id).toBe(3);
    expect(projectById(0)).toBeUndefined();
    expect(projectById(10)).toBeUndefined();
    expect(projectTitle(3, "fr")).toBe("Attar — plantes et produits bio");
    expect(projectTitle(10, "fr")).toBe("");
  });
  it("wraps previous and next around the list", () => {
    expect(neighbours(1)).toEqual({ previous: 9, next: 2 });
    expect(neighbours(9)).toEqual({ previous: 8, next: 1 });
    expect(neighbours(5)).toEqual({ previous: 4, next: 6 });
  });
  it("requests work like a project with its sector's service and its id", () => {
    expect(requestHref("/en/contact", projectById(3)!)).toBe("/en/contact?service=ecommerce&project=3#consultation");
    expect(requestHref("/a/ar/contact", projectById(2)!)).toBe("/a/ar/contact?service=well-mosque&project=2#consultation");
  });
});
