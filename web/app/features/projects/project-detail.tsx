import { ArrowLeft, ArrowRight, CalendarDays, Code2, Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { whatsappLink } from "~/lib/contact-links";
import { formatMonthYear } from "~/lib/intl-format";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { neighbours, projectImages, technologiesOf, type Project } from "./project-data";

/** ProjectDetail is a project's page: what it is, for whom, when and with
 * what, a WhatsApp button to order a similar project, the neighbouring
 * projects and a call to action. */
export function ProjectDetail({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { lang, to, variant } = useSite();
  const title = t(`projects.items.p${project.id}.title`);
  const images = projectImages(project.id);
  const { previous, next } = neighbours(project.id);
  const orderMessage = t("projects.detail.orderMessage", { brand: t("meta.brand"), project: title });
  return (
    <>
      <header className="relative isolate overflow-hidden bg-ink-900 text-white">
        <img src={images.background.src} alt="" width={images.background.width} height={images.background.height} fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/85 via-ink-900/75 to-ink-900/95 lg:bg-gradient-to-r rtl:lg:bg-gradient-to-l" />
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_auto] lg:py-20">
          <div>
            <Link to={to("/projects")} className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-cyan-400 hover:text-white">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("projects.detail.allProjects")}
            </Link>
            <h1 className="mt-4 text-4xl font-bold text-balance sm:text-5xl">{title}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-100">{t(`projects.items.p${project.id}.summary`)}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={whatsappLink(variant, orderMessage)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-pill bg-whatsapp-700 px-6 py-3 font-semibold text-white shadow-card hover:brightness-110"
                {...trackAttrs("button_click", { button_name: "order_similar_project", section: "project_detail", index: project.id })}
              >
                <WhatsAppIcon className="size-5" />
                {t("projects.detail.order")}
              </a>
            </div>
          </div>
          <img
            src={images.app.src}
            alt={t("projects.detail.appImageAlt", { project: title })}
            width={images.app.width}
            height={images.app.height}
            className="mx-auto h-auto w-56 drop-shadow-2xl sm:w-64 lg:w-72"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="project-overview">
          <h2 id="project-overview" className="text-2xl font-bold text-ink-900">
            {t("projects.detail.overview")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{t(`projects.items.p${project.id}.description`)}</p>
        </section>
        <dl className="grid gap-6 self-start rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:grid-cols-3 lg:grid-cols-1">
          <Fact icon={<Building2 className="size-5" />} term={t("projects.detail.client")}>
            {t(`projects.items.p${project.id}.client`)}
          </Fact>
          <Fact icon={<CalendarDays className="size-5" />} term={t("projects.detail.completionDate")}>
            {formatMonthYear(lang, project.completed)}
          </Fact>
          <Fact icon={<Code2 className="size-5" />} term={t("projects.detail.technologies")}>
            <ul role="list" className="mt-1 flex flex-wrap gap-2">
              {technologiesOf(project).map((tech) => (
                <li key={tech} dir="ltr" className="rounded-pill bg-ink-50 px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-ink-100">
                  {tech}
                </li>
              ))}
            </ul>
          </Fact>
        </dl>
      </div>

      <nav aria-label={t("projects.detail.navigation")} className="mx-auto max-w-6xl px-4 sm:px-6">
        <ul role="list" className="grid gap-4 sm:grid-cols-2">
          <li>
            <NeighbourLink to={to(`/project/${previous}`)} label={t("projects.detail.previous")} title={t(`projects.items.p${previous}.title`)} direction="previous" />
          </li>
          <li>
            <NeighbourLink to={to(`/project/${next}`)} label={t("projects.detail.next")} title={t(`projects.items.p${next}.title`)} direction="next" />
          </li>
        </ul>
      </nav>

      <section aria-labelledby="project-cta" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="bg-brand-gradient rounded-card px-6 py-10 text-center text-white shadow-card sm:px-12">
          <h2 id="project-cta" className="text-2xl font-bold sm:text-3xl">
            {t("projects.detail.ctaTitle")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg">{t("projects.detail.ctaText")}</p>
          <Link
            to={to("/contact")}
            className="mt-6 inline-flex items-center gap-2 rounded-pill bg-white px-6 py-3 font-semibold text-ink-900 shadow-card hover:bg-ink-50"
            {...trackAttrs("button_click", { button_name: "project_contact_cta", section: "project_detail", index: project.id })}
          >
            {t("projects.detail.ctaButton")}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
        </div>
      </section>
    </>
  );
}

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-ink-600">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent-500/10 text-accent-600">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 ps-12 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function NeighbourLink({ to, label, title, direction }: { to: string; label: string; title: string; direction: "previous" | "next" }) {
  const Arrow = direction === "previous" ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={to}
      className={`flex h-full items-center gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 hover:ring-accent-400 ${direction === "next" ? "flex-row-reverse text-end" : ""}`}
    >
      <Arrow aria-hidden="true" className="size-5 shrink-0 text-accent-600 rtl:-scale-x-100" />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink-600">{label}</span>
        <span className="block font-semibold text-ink-900">{title}</span>
      </span>
    </Link>
  );
}
