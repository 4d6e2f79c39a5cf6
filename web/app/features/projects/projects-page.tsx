import type { SectionText } from "~/content/sections";
import type { Sector } from "~/content/sectors";
import type { Project } from "./project-data";
import { ProjectGrid } from "./project-grid";
import { SectorFilter, useSectorFilter } from "./sector-filter";

/** ProjectsPage is the projects page: heading and introduction (content),
 * the sector filter (?sector=, from the home page's service cards) and the
 * projects. */
export function ProjectsPage({
  intro,
  projects,
  sectorNames,
}: {
  intro: SectionText;
  projects: readonly Project[];
  sectorNames: Readonly<Record<Sector, string>>;
}) {
  const sector = useSectorFilter();
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="font-semibold text-cyan-400">{intro.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{intro.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">{intro.intro}</p>
        </div>
      </header>
      <section aria-label={intro.heading} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <SectorFilter selected={sector} projects={projects} sectorNames={sectorNames}>
          <ProjectGrid projects={projects} headingLevel="h2" sector={sector} eagerCount={3} />
        </SectorFilter>
      </section>
    </>
  );
}
