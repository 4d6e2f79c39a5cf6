import type { ProjectSummary } from "~/content/projects/cards";
import { sectorServices } from "~/content/sectors";
import { consultationHref } from "~/lib/consultation-link";

/** Project is a project's card in the page's language; the route's loader
 * brings it (content/projects/cards.ts). */
export type Project = ProjectSummary;

/** The background and the app image of a project, named by its content
 * (the default ones are public/images/projects/, drawn by
 * scripts/draw-project-art.mjs), at the sizes that art is drawn at. */
export function projectImages(project: Pick<Project, "images">) {
  return {
    background: { src: project.images.background, width: 1600, height: 900 },
    app: { src: project.images.app, width: 600, height: 800 },
  };
}

/** requestHref starts a consultation request about a project: the form with
 * the project's sector as its service and the project named. */
export function requestHref(contactPath: string, project: Pick<Project, "id" | "sector">): string {
  return consultationHref(contactPath, { service: sectorServices[project.sector], project: project.id });
}
