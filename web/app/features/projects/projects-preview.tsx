import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import type { SectionText } from "~/content/sections";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import type { Project } from "./project-data";
import { ProjectGrid } from "./project-grid";

/** How many projects the home page previews. */
export const PREVIEW_COUNT = 6;

/** ProjectsPreview is the home page's projects section: the projects
 * page's eyebrow, heading and introduction (content), the first projects and a "more
 * projects" button to the projects page. Its id is the target of the home
 * navigation's "projects" link. */
export function ProjectsPreview({ id = "projects", intro, projects }: { id?: string; intro: SectionText; projects: readonly Project[] }) {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 bg-ink-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={intro.eyebrow}
          title={intro.heading}
          lead={intro.intro}
        />
        <div className="mt-10">
          <ProjectGrid projects={projects.slice(0, PREVIEW_COUNT)} headingLevel="h3" />
        </div>
        <div className="mt-10 flex justify-center">
          <Link
            to={to("/projects")}
            className="bg-brand-gradient inline-flex items-center gap-2 rounded-pill px-6 py-3 font-semibold text-white shadow-card"
            {...trackAttrs("more_projects_click", { button_name: "more_projects" })}
          >
            {t("projects.section.moreProjects")}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  );
}
