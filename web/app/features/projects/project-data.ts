import { PROJECT_COUNT } from "~/config/constants";
import type { Language } from "~/config/site";
import { projectCards } from "~/content/projects/cards";
import type { ProjectCard } from "~/content/projects/types";
import { sectorServices } from "~/content/sectors";
import { consultationHref } from "~/lib/consultation-link";

/** Project is what a list of projects shows; the texts are in every
 * language (content/projects/{id}.ts). */
export type Project = ProjectCard;

export const projects: readonly Project[] = projectCards;

if (projects.length !== PROJECT_COUNT) throw new Error("project-data: PROJECT_COUNT projects expected");

export function projectById(id: number): Project | undefined {
  return projects.find((p) => p.id === id);
}

export function projectTitle(id: number, lang: Language): string {
  return projectById(id)?.title[lang] ?? "";
}

/** The background and the app image of a project (public/images/projects/,
 * drawn by scripts/draw-project-art.mjs). */
export function projectImages(id: number) {
  return {
    background: { src: `/images/projects/${id}-background.svg`, width: 1600, height: 900 },
    app: { src: `/images/projects/${id}-app.svg`, width: 600, height: 800 },
  };
}

/** neighbours gives the previous and next project, wrapping around. */
export function neighbours(id: number): { previous: number; next: number } {
  const i = projects.findIndex((p) => p.id === id);
  const n = projects.length;
  return { previous: projects[(i - 1 + n) % n]!.id, next: projects[(i + 1) % n]!.id };
}

/** requestHref starts a consultation request about a project: the form with
 * the project's sector as its service and the project named. */
export function requestHref(contactPath: string, project: Project): string {
  return consultationHref(contactPath, { service: sectorServices[project.sector], project: project.id });
}
