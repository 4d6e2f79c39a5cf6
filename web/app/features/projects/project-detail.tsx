import { ArrowLeft, Building2, CalendarDays, Check, Code2, Smartphone, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallLink } from "~/components/ui/call-link";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import type { CallText, SectionText } from "~/content/sections";
import type { CaseStudyText } from "~/content/projects/case-studies";
import { type Contacts, whatsappLink } from "~/lib/contact-links";
import { formatMonthYear, formatWeeks } from "~/lib/intl-format";
import { jsonForScript } from "~/lib/structured-data";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { ProjectGallery } from "./project-gallery";
import { projectImages, requestHref, type Project } from "./project-data";
import { ProjectPicture } from "./project-picture";
import { projectStructuredData } from "./project-json-ld";
import { ProjectNeighbours, ProjectResults, StoreLinks } from "./project-parts";

/** ProjectDetail is a project's case study: the client and their need, the
 * challenge, what was built, the results in figures, the client's words,
 * the screens, the facts (client, duration, completion, technologies,
 * stores), the neighbouring projects, and a request for a project like it
 * (the form, or WhatsApp at the variant's contacts). */
export function ProjectDetail({
  project,
  study,
  neighbours,
  contacts,
  cta,
}: {
  project: Project;
  study: CaseStudyText;
  neighbours: { previous: Project; next: Project };
  contacts: Contacts;
  /** The closing call's heading and the call to action (content), which the header offers too. */
  cta: { heading: SectionText; call: CallText };
}) {
  const { t } = useTranslation();
  const { lang, to } = useSite();
  const title = project.title;
  const images = projectImages(project);
  const request = requestHref(to("/contact"), project);
  const orderMessage = t("projects.detail.orderMessage", { brand: t("meta.brand"), project: title });
  // The form's link names the project; so does a WhatsApp chat's message.
  const places = { contacts, to, whatsappMessage: orderMessage, formHref: request };
  const jsonLd = jsonForScript(projectStructuredData(project, study, lang, t("meta.brand")));
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <header className="relative isolate overflow-hidden bg-ink-900 text-white">
        {images.background && <ProjectPicture image={images.background} alt="" sizes="100vw" fill priority className="absolute inset-0 -z-20 size-full object-cover" />}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/85 via-ink-900/75 to-ink-900/95 lg:bg-gradient-to-r rtl:lg:bg-gradient-to-l" />
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_auto] lg:py-20">
          <div>
            <Link to={to("/projects")} className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-cyan-400 hover:text-white">
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("projects.detail.allProjects")}
            </Link>
            <h1 className="mt-4 text-4xl font-bold text-balance sm:text-5xl">{title}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-100">{project.summary}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CallLink
                call={cta.call}
                places={places}
                className="bg-brand-gradient inline-flex items-center gap-2 rounded-pill px-6 py-3 font-semibold text-white shadow-card hover:brightness-110"
                {...trackAttrs("button_click", { button_name: "request_similar_project", section: "project_detail", index: project.id })}
              />
              {/* WhatsApp beside the call, unless the call is WhatsApp already. */}
              {cta.call.target !== "whatsapp" && (
                <a
                  href={whatsappLink(contacts, orderMessage)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-pill bg-whatsapp-700 px-6 py-3 font-semibold text-white shadow-card hover:brightness-110"
                  {...trackAttrs("button_click", { button_name: "order_similar_project", section: "project_detail", index: project.id })}
                >
                  <WhatsAppIcon className="size-5" />
                  {t("projects.detail.order")}
                </a>
              )}
            </div>
          </div>
          {images.app && <ProjectPicture image={images.app} alt={t("projects.detail.appImageAlt", { project: title })} sizes="(min-width: 1024px) 288px, 256px" className="mx-auto h-auto w-56 drop-shadow-2xl sm:w-64 lg:w-72" />}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <Story id="project-need" heading={t("projects.detail.need")} text={study.need} />
          <Story id="project-challenge" heading={t("projects.detail.challenge")} text={study.challenge} />
          <section aria-labelledby="project-built">
            <h2 id="project-built" className="text-2xl font-bold text-ink-900">
              {t("projects.detail.built")}
            </h2>
            <ul role="list" className="mt-5 grid gap-3 sm:grid-cols-2">
              {study.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-2xl bg-white p-4 text-ink-800 shadow-card ring-1 ring-ink-100">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <ProjectResults results={study.results} />
          {study.testimonial && (
            <section aria-labelledby="project-testimonial">
              <h2 id="project-testimonial" className="text-2xl font-bold text-ink-900">
                {t("projects.detail.testimonial")}
              </h2>
              <figure className="mt-5 rounded-card bg-ink-900 p-8 text-white shadow-card">
                <blockquote className="text-xl leading-relaxed">{t("projects.detail.quoted", { quote: study.testimonial.quote })}</blockquote>
                <figcaption className="mt-5 text-ink-100">
                  <span className="block font-semibold text-white">{study.testimonial.author}</span>
                  {study.testimonial.role}
                </figcaption>
              </figure>
            </section>
          )}
        </div>
        <aside aria-labelledby="project-facts" className="self-start rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 lg:sticky lg:top-24">
          <h2 id="project-facts" className="text-lg font-bold text-ink-900">
            {t("projects.detail.facts")}
          </h2>
          <dl className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <Fact icon={<Building2 className="size-5" />} term={t("projects.detail.client")}>
              {study.client}
            </Fact>
            <Fact icon={<Timer className="size-5" />} term={t("projects.detail.duration")}>
              {formatWeeks(lang, study.durationWeeks)}
            </Fact>
            <Fact icon={<CalendarDays className="size-5" />} term={t("projects.detail.completionDate")}>
              {formatMonthYear(lang, project.completed)}
            </Fact>
            <Fact icon={<Code2 className="size-5" />} term={t("projects.detail.technologies")}>
              <ul role="list" className="mt-1 flex flex-wrap gap-2">
                {study.technologies.map((tech) => (
                  <li key={tech} className="rounded-pill bg-ink-50 px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-ink-100">
                    <bdi>{tech}</bdi>
                  </li>
                ))}
              </ul>
            </Fact>
            {(study.stores.appStore || study.stores.googlePlay) && (
              <Fact icon={<Smartphone className="size-5" />} term={t("projects.detail.stores")}>
                <StoreLinks stores={study.stores} projectId={project.id} />
              </Fact>
            )}
          </dl>
        </aside>
      </div>

      <ProjectGallery screens={study.screens} />
      <ProjectNeighbours {...neighbours} />

      <section aria-labelledby="project-cta" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="bg-brand-gradient rounded-card px-6 py-10 text-center text-white shadow-card sm:px-12">
          <h2 id="project-cta" className="text-2xl font-bold sm:text-3xl">
            {cta.heading.heading}
          </h2>
          {cta.heading.intro && <p className="mx-auto mt-3 max-w-xl text-lg">{cta.heading.intro}</p>}
          <CallLink
            call={cta.call}
            places={places}
            className="mt-6 inline-flex items-center gap-2 rounded-pill bg-white px-6 py-3 font-semibold text-ink-900 shadow-card hover:bg-ink-50"
            {...trackAttrs("button_click", { button_name: "project_contact_cta", section: "project_detail", index: project.id })}
          />
        </div>
      </section>
    </>
  );
}

function Story({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink-900">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-600">{text}</p>
    </section>
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
