import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { DEFAULT_TECHNOLOGIES, neighbours, projectById, projectIds, projectImages, projects, technologiesOf } from "./project-data";

describe("project data", () => {
  it("has the project ids of site.json, in order", () => {
    expect([...projectIds]).toEqual(site.projectIds);
    expect(projects.map((p) => p.id)).toEqual(site.projectIds);
  });
  it("has a YYYY-MM completion month per project", () => {
    for (const p of projects) expect(p.completed).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
  });
  it("has both images of every project in public/", () => {
    for (const id of projectIds) {
      const { background, app } = projectImages(id);
      for (const src of [background.src, app.src]) expect(existsSync(join(process.cwd(), "public", src)), src).toBe(true);
    }
  });
  it("lists Flutter and Firebase when a project names no technology", () => {
    expect(technologiesOf({ id: 9, completed: "2025-05", technologies: [] })).toEqual(DEFAULT_TECHNOLOGIES);
    expect(technologiesOf(projectById(8)!)).toContain("Google Maps");
  });
  it("finds projects by id only", () => {
    expect(projectById(3)?.id).toBe(3);
    expect(projectById(0)).toBeUndefined();
    expect(projectById(10)).toBeUndefined();
  });
  it("wraps previous and next around the list", () => {
    expect(neighbours(1)).toEqual({ previous: 9, next: 2 });
    expect(neighbours(9)).toEqual({ previous: 8, next: 1 });
    expect(neighbours(5)).toEqual({ previous: 4, next: 6 });
  });
});
