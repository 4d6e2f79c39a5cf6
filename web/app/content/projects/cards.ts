import type { MediaMeta } from "~/components/ui/picture";
import type { Language } from "~/config/site";
import { distinctValues } from "../distinct";
import { sectors, type Sector } from "../sectors";
import { siteContent } from "../site-content";
import type { Image, ProjectContent } from "../types";
import { uploadedPictureIn } from "../uploaded-picture";

/** CardPicture is a picture of a project's card: a file at its size, and
 * for an uploaded one the asset the picture component shows. */
export interface CardPicture {
  src: string;
  width: number;
  height: number;
  picture?: { id: string; meta: MediaMeta };
}

/** ProjectSummary is a project's card in one language, as a page gets it. */
export interface ProjectSummary {
  id: number;
  sector: Sector;
  completed: string;
  title: string;
  summary: string;
  /** Absent: no background (the card's colour), no app picture at all. */
  images: { background?: CardPicture; app?: CardPicture };
}

/** cardPicture is an image field as a card draws it; drawn art has the
 * size it is drawn at (public/images/projects/, scripts/draw-project-art.mjs). */
function cardPicture(image: Image | undefined, drawn: { width: number; height: number }, lang: Language): CardPicture | undefined {
  if (image === undefined) return undefined;
  if (typeof image === "string") return { src: image, ...drawn };
  const up = uploadedPictureIn(image, lang);
  return up && { src: up.src, width: up.meta.width, height: up.meta.height, picture: { id: up.id, meta: up.meta } };
}

function summaryIn(p: ProjectContent, lang: Language): ProjectSummary {
  // A new project's card can show its first screen until it has its own.
  const first = p.images.app === undefined ? p.study.screens[0] : undefined;
  const app = first ? cardPicture(first.src, { width: first.width, height: first.height }, lang) : cardPicture(p.images.app, { width: 600, height: 800 }, lang);
  const background = cardPicture(p.images.background, { width: 1600, height: 900 }, lang);
  return { id: p.id, sector: p.sector, completed: p.completed, title: p.title[lang], summary: p.summary[lang], images: { ...(background && { background }), ...(app && { app }) } };
}

/** sectorsWithProjects lists the sectors the content has a project in, in
 * the sectors' order: a service card of another sector offers the
 * consultation form instead of an empty list. */
export function sectorsWithProjects(): Sector[] {
  const found = new Set(distinctValues(siteContent().projects, "sector"));
  return sectors.filter((s) => found.has(s));
}

/** projectsIn gives every project's card in one language. */
export function projectsIn(lang: Language): ProjectSummary[] {
  return siteContent().projects.map((p) => summaryIn(p, lang));
}

/** firstProjectsIn gives the first count projects' cards in one language,
 * reading the entries one at a time and never the list's length, so a
 * project added after them leaves the page alone (docs/decisions/0340). */
export function firstProjectsIn(lang: Language, count: number): ProjectSummary[] {
  const projects = siteContent().projects;
  const out: ProjectSummary[] = [];
  for (let i = 0; i < count; i++) {
    const p = projects[i];
    if (p === undefined) break;
    out.push(summaryIn(p, lang));
  }
  return out;
}

/** projectIndex finds project id's place in the list, or -1, reading the
 * entries one at a time up to it and never the list's length: a publish
 * re-renders a page whose content it read (docs/decisions/0340), so a
 * project added at the end leaves the case studies before it alone, as
 * Array.prototype.find (which reads the length first) would not. */
export function projectIndex(projects: readonly ProjectContent[], id: number): number {
  for (let i = 0; ; i++) {
    const p = projects[i];
    if (p === undefined) return -1;
    if (p.id === id) return i;
  }
}

/** projectIn gives one project's card in one language, or undefined. */
export function projectIn(id: number, lang: Language): ProjectSummary | undefined {
  const projects = siteContent().projects;
  const i = projectIndex(projects, id);
  return i < 0 ? undefined : summaryIn(projects[i]!, lang);
}

/** neighboursIn gives the previous and the next project of a known id,
 * wrapping around. Only the first reads the list's length (its previous is
 * the last), and only the last reads past the end (its next is the first). */
export function neighboursIn(id: number, lang: Language): { previous: ProjectSummary; next: ProjectSummary } {
  const projects = siteContent().projects;
  const i = projectIndex(projects, id);
  const previous = i > 0 ? projects[i - 1]! : projects[projects.length - 1]!;
  const next = projects[i + 1] ?? projects[0]!;
  return { previous: summaryIn(previous, lang), next: summaryIn(next, lang) };
}

/** projectTitlesIn names every project in one language, by id. */
export function projectTitlesIn(lang: Language): Record<number, string> {
  return Object.fromEntries(siteContent().projects.map((p) => [p.id, p.title[lang]]));
}
