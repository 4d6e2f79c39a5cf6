import type { Language } from "~/config/site";
import { sectors, type Sector } from "../sectors";
import { siteContent } from "../site-content";
import type { ProjectContent } from "../types";

/** ProjectSummary is a project's card in one language, as a page gets it. */
export interface ProjectSummary {
  id: number;
  sector: Sector;
  completed: string;
  title: string;
  summary: string;
  images: { background: string; app: string };
}

function summaryIn(p: ProjectContent, lang: Language): ProjectSummary {
  return { id: p.id, sector: p.sector, completed: p.completed, title: p.title[lang], summary: p.summary[lang], images: { ...p.images } };
}

/** projectIds lists the projects' ids in the content's order: each gets its
 * page (lib/prerender-paths.ts). */
export function projectIds(): number[] {
  return siteContent().projects.map((p) => p.id);
}

/** sectorsWithProjects lists the sectors the content has a project in, in
 * the sectors' order: a service card of another sector offers the
 * consultation form instead of an empty list. */
export function sectorsWithProjects(): Sector[] {
  const found = new Set(siteContent().projects.map((p) => p.sector));
  return sectors.filter((s) => found.has(s));
}

/** projectsIn gives every project's card in one language. */
export function projectsIn(lang: Language): ProjectSummary[] {
  return siteContent().projects.map((p) => summaryIn(p, lang));
}

/** projectIn gives one project's card in one language, or undefined. */
export function projectIn(id: number, lang: Language): ProjectSummary | undefined {
  const p = siteContent().projects.find((c) => c.id === id);
  return p && summaryIn(p, lang);
}

/** neighboursIn gives the previous and the next project, wrapping around. */
export function neighboursIn(id: number, lang: Language): { previous: ProjectSummary; next: ProjectSummary } {
  const projects = siteContent().projects;
  const i = projects.findIndex((c) => c.id === id);
  const n = projects.length;
  return { previous: summaryIn(projects[(i - 1 + n) % n]!, lang), next: summaryIn(projects[(i + 1) % n]!, lang) };
}

/** projectTitlesIn names every project in one language, by id. */
export function projectTitlesIn(lang: Language): Record<number, string> {
  return Object.fromEntries(siteContent().projects.map((p) => [p.id, p.title[lang]]));
}
