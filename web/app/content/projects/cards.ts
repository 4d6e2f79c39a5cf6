import { card as p1 } from "./1";
import { card as p2 } from "./2";
import { card as p3 } from "./3";
import { card as p4 } from "./4";
import { card as p5 } from "./5";
import { card as p6 } from "./6";
import { card as p7 } from "./7";
import { card as p8 } from "./8";
import { card as p9 } from "./9";
import type { ProjectCard } from "./types";

/** The projects, newest first as the site lists them, as their cards: what
 * the lists and the consultation form need. The case studies stay out of
 * this module (case-studies.ts), so a page that lists projects does not
 * load them. */
export const projectCards: readonly ProjectCard[] = [p1, p2, p3, p4, p5, p6, p7, p8, p9];
