import { card as p1 } from "./1";
import { card as p2 } from "./2";
import { card as p3 } from "./3";
import { card as p4 } from "./4";
import { card as p5 } from "./5";
import { card as p6 } from "./6";
import { card as p7 } from "./7";
import { card as p8 } from "./8";
import { card as p9 } from "./9";
import type { Language } from "~/config/site";
import type { Sector } from "../sectors";
import type { ProjectCard } from "./types";

/** The projects in the order the site lists them, as their cards in every
 * language. Read by route loaders at build time, which give each page the
 * cards of its own language only (no browser bundle holds this module). */
export const projectCards: readonly ProjectCard[] = [p1, p2, p3, p4, p5, p6, p7, p8, p9];

/** ProjectSummary is a project's card in one language, as a page gets it. */
export interface ProjectSummary {
  id: number;
  sector: Sector;
  completed: string;
  title: string;
  summary: string;
}

function summaryIn(card: ProjectCard, lang: Language): ProjectSummary {
  return { id: card.id, sector: card.sector, completed: card.completed, title: card.title[lang], summary: card.summary[lang] };
}

/** projectsIn gives every project's card in one language. */
export function projectsIn(lang: Language): ProjectSummary[] {
  return projectCards.map((card) => summaryIn(card, lang));
}

/** projectIn gives one project's card in one language, or undefined. */
export function projectIn(id: number, lang: Language): ProjectSummary | undefined {
  const card = projectCards.find((c) => c.id === id);
  return card && summaryIn(card, lang);
}

/** neighboursIn gives the previous and the next project, wrapping around. */
export function neighboursIn(id: number, lang: Language): { previous: ProjectSummary; next: ProjectSummary } {
  const i = projectCards.findIndex((c) => c.id === id);
  const n = projectCards.length;
  return { previous: summaryIn(projectCards[(i - 1 + n) % n]!, lang), next: summaryIn(projectCards[(i + 1) % n]!, lang) };
}

/** projectTitlesIn names every project in one language, by id. */
export function projectTitlesIn(lang: Language): Record<number, string> {
  return Object.fromEntries(projectCards.map((card) => [card.id, card.title[lang]]));
}
