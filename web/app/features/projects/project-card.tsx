import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PROJECT_CARD_STAGGER_S } from "~/config/constants";
import { formatMonthYear } from "~/lib/intl-format";
import { trackAttrs } from "~/lib/track";
import { useReveal } from "~/lib/use-reveal";
import { useSite } from "~/lib/use-site";
import { projectImages, type Project } from "./project-data";

interface ProjectCardProps {
  project: Project;
  index: number;
  headingLevel: "h2" | "h3";
  /** eager loads the images at once (cards on the first screen); the others
   * wait until they come near the viewport and are never preloaded. */
  eager: boolean;
}

/** ProjectCard shows one project; the whole card (its title link stretched
 * over it, and the button-styled label inside it) leads to project/{id}. */
export function ProjectCard({ project, index, headingLevel: Heading, eager }: ProjectCardProps) {
  const { t } = useTranslation();
  const { lang, to } = useSite();
  const reveal = useReveal<HTMLLIElement>(index * PROJECT_CARD_STAGGER_S);
  const images = projectImages(project.id);
  return (
    <li ref={reveal.ref} className={reveal.className} style={reveal.style}>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 transition-shadow hover:shadow-float focus-within:ring-2 focus-within:ring-cyan-400">
        <div className="relative aspect-[16/10] overflow-hidden bg-ink-800">
          <img src={images.background.src} alt="" width={images.background.width} height={images.background.height} loading={eager ? "eager" : "lazy"} decoding="async" className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105" />
          <img src={images.app.src} alt="" width={images.app.width} height={images.app.height} loading={eager ? "eager" : "lazy"} decoding="async" className="absolute inset-x-0 bottom-0 mx-auto h-[88%] w-auto translate-y-[6%] transition-transform duration-500 group-hover:translate-y-[2%]" />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p className="text-sm font-medium text-ink-600">{formatMonthYear(lang, project.completed)}</p>
          <Heading className="mt-1 text-xl font-bold text-ink-900">
            <Link
              to={to(`/project/${project.id}`)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-['']"
              {...trackAttrs("project_card_click", { button_name: "project_card", project_id: project.id, index })}
            >
              {t(`projects.items.p${project.id}.title`)}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-ink-600">{t(`projects.items.p${project.id}.summary`)}</p>
          <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 self-start rounded-pill bg-ink-900 px-4 py-2 text-sm font-semibold text-white transition-colors group-hover:bg-accent-600">
            {t(`projects.items.p${project.id}.button`)}
            <ArrowRight className="size-4 rtl:-scale-x-100" />
          </span>
        </div>
      </article>
    </li>
  );
}
