import { PROJECT_COUNT } from "~/config/constants";

/** The ids of the nine projects (SPEC.md §3); site.json lists the same for
 * prerendering and the server (project-data.test.ts keeps them equal). */
export const projectIds = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ProjectId = (typeof projectIds)[number];

/** Project is a project's language-neutral data; its texts are in
 * locales/{lang}/projects.ts under items.p{id}. */
export interface Project {
  id: ProjectId;
  /** Month of completion, YYYY-MM, formatted per language with Intl. */
  completed: string;
  /** Technologies used; empty means the default stack. */
  technologies: readonly string[];
}

/** The technologies listed when a project names none (SPEC.md §2). */
export const DEFAULT_TECHNOLOGIES = ["Flutter", "Firebase"] as const;

export const projects: readonly Project[] = [
  { id: 1, completed: "2024-03", technologies: ["Flutter", "Firebase", "HealthKit", "Google Fit"] },
  { id: 2, completed: "2023-11", technologies: ["Flutter", "Firebase", "Cloud Functions"] },
  { id: 3, completed: "2024-06", technologies: ["Flutter", "Firebase", "Cloud Firestore"] },
  { id: 4, completed: "2024-01", technologies: ["Flutter", "Firebase"] },
  { id: 5, completed: "2023-08", technologies: ["Flutter", "Firebase", "Cloud Storage"] },
  { id: 6, completed: "2024-09", technologies: ["Flutter", "Firebase", "Geolocation"] },
  { id: 7, completed: "2025-02", technologies: ["Flutter", "Firebase", "Cloud Functions", "Speech to Text"] },
  { id: 8, completed: "2025-04", technologies: ["Flutter", "Firebase", "Google Maps"] },
  { id: 9, completed: "2025-05", technologies: [] },
];

if (projects.length !== PROJECT_COUNT) throw new Error("project-data: PROJECT_COUNT projects expected");

export function projectById(id: number): Project | undefined {
  return projects.find((p) => p.id === id);
}

export function technologiesOf(project: Project): readonly string[] {
  return project.technologies.length > 0 ? project.technologies : DEFAULT_TECHNOLOGIES;
}

/** The background and the app image of a project (public/images/projects/,
 * drawn by scripts/draw-project-art.mjs). */
export function projectImages(id: ProjectId) {
  return {
    background: { src: `/images/projects/${id}-background.svg`, width: 1600, height: 900 },
    app: { src: `/images/projects/${id}-app.svg`, width: 600, height: 800 },
  };
}

/** neighbours gives the previous and next project, wrapping around. */
export function neighbours(id: ProjectId): { previous: ProjectId; next: ProjectId } {
  const i = projectIds.indexOf(id);
  const n = projectIds.length;
  return { previous: projectIds[(i - 1 + n) % n]!, next: projectIds[(i + 1) % n]! };
}
