import type { Sector } from "~/content/sectors";
import type { Project } from "./project-data";
import { ProjectCard } from "./project-card";

interface ProjectGridProps {
  projects: readonly Project[];
  headingLevel: "h2" | "h3";
  /** Shows only this sector's projects (the projects page's filter). */
  sector?: Sector | null;
  /** How many cards, from the first, are on the first screen and load their
   * images at once; none when the grid is further down the page. */
  eagerCount?: number;
}

/** ProjectGrid lays project cards out in 2 columns on small screens and 3 on
 * large ones. With a sector, the others are hidden (not removed: the page
 * was prerendered with all of them, see sector-filter.tsx). */
export function ProjectGrid({ projects, headingLevel, sector, eagerCount = 0 }: ProjectGridProps) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <ProjectCard key={project.id} project={project} index={index} headingLevel={headingLevel}
          hidden={sector ? project.sector !== sector : undefined} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
