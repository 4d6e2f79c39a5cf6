import type { ProjectSummary } from "~/content/projects/cards";
import { sectorServices } from "~/content/sectors";
import { consultationHref } from "~/lib/consultation-link";

/** Project is a project's card in the page's language; the route's loader
 * brings it (content/projects/cards.ts). */
export type Project = ProjectSummary;

/** The background and the app image of a project, as its content names
 * them (content/projects/cards.ts: drawn art at its size, or uploaded
 * pictures); either may be absent. */
export function projectImages(project: Pick<Project, "images">) {
  return project.images;
}

/** requestHref starts a consultation request about a project: the form with
 * the project's sector as its service and the project named. */
export function requestHref(contactPath: string, project: Pick<Project, "id" | "sector">): string {
  return consultationHref(contactPath, { service: sectorServices[project.sector], project: project.id });
}
