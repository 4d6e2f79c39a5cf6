import { ArrowRight, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PROJECT_CARD_STAGGER_S } from "~/config/constants";
import { formatMonthYear } from "~/lib/intl-format";
import { trackAttrs } from "~/lib/track";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import { projectImages, requestHref, type Project } from "./project-data";
import { ProjectPicture } from "./project-picture";

interface ProjectCardProps {
  project: Project;
  index: number;
  headingLevel: "h2" | "h3";
  /** eager loads the images at once (cards on the first screen); the others
   * wait until they come near the viewport and are never preloaded. */
  eager: boolean;
  /** Hidden by the projects page's sector filter. */
  hidden?: boolean;
}

/** ProjectCard shows one project. The card (its title link stretched over
 * it) opens the case study; "Start a project like this", a link of its own above the
 * stretched one, starts a consultation request about this project. */
export function ProjectCard({ project, index, headingLevel: Heading, hidden, eager }: ProjectCardProps) {
  const { t } = useTranslation();
  const { lang, to } = useSite();
  const reveal = useReveal<HTMLLIElement>(index * PROJECT_CARD_STAGGER_S);
  const images = projectImages(project);
  const title = project.title;
  return (
    <li ref={reveal.ref} className={reveal.className} style={reveal.style} data-sector={project.sector} hidden={hidden}>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 transition-shadow hover:shadow-float focus-within:ring-2 focus-within:ring-cyan-400">
        <div className="relative aspect-[16/10] overflow-hidden bg-ink-800">
          {images.background && (
            <ProjectPicture image={images.background} alt="" sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" fill eager={eager} className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105" />
          )}
          {images.app && (
            <ProjectPicture image={images.app} alt="" sizes="220px" eager={eager} className="absolute inset-x-0 bottom-0 mx-auto h-[88%] w-auto translate-y-[6%] transition-transform duration-500 group-hover:translate-y-[2%]" />
          )}
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p className="text-sm font-medium text-ink-600">{formatMonthYear(lang, project.completed)}</p>
          <Heading className="mt-1 text-xl font-bold text-ink-900">
            <Link
              to={to(`/project/${project.id}`)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-['']"
              {...trackAttrs("project_card_click", { button_name: "project_card", project_id: project.id, index })}
            >
              {title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-ink-600">{project.summary}</p>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <Link
              to={requestHref(to("/contact"), project)}
              className="relative z-10 inline-flex items-center gap-2 rounded-pill bg-ink-900 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              {...trackAttrs("project_card_click", { button_name: "request_work", project_id: project.id, index })}
            >
              <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("projects.card.requestWork")}
              <span className="sr-only">{t("projects.card.requestWorkAbout", { project: title })}</span>
            </Link>
            <ArrowRight aria-hidden="true" className="size-5 text-accent-600 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
          </div>
        </div>
      </article>
    </li>
  );
}
