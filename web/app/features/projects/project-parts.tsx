import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CaseStudyText } from "~/content/projects/case-studies";
import { formatFigure } from "~/lib/intl-format";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import type { Project } from "./project-data";

/** ProjectResults shows the results as figures with what they count. */
export function ProjectResults({ results }: { results: CaseStudyText["results"] }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  return (
    <section aria-labelledby="project-results">
      <h2 id="project-results" className="text-2xl font-bold text-ink-900">
        {t("projects.detail.results")}
      </h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {results.map(({ figure, label }) => (
          <div key={label} className="flex flex-col-reverse justify-end rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-100">
            <dt className="mt-1 text-ink-600">{label}</dt>
            <dd className="text-4xl font-bold text-accent-600">
              <bdi>{formatFigure(lang, figure)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** StoreLinks leads to the app's pages in the App Store and Google Play. */
export function StoreLinks({ stores, projectId }: { stores: CaseStudyText["stores"]; projectId: number }) {
  const { t } = useTranslation();
  const links = [
    { href: stores.appStore, label: t("projects.detail.appStore"), name: "app_store" },
    { href: stores.googlePlay, label: t("projects.detail.googlePlay"), name: "google_play" },
  ].filter((l): l is { href: string; label: string; name: string } => Boolean(l.href));
  return (
    <ul role="list" className="mt-1 grid gap-2">
      {links.map((l) => (
        <li key={l.name}>
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex rounded-xl bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-600"
            {...trackAttrs("button_click", { button_name: l.name, section: "project_detail", index: projectId })}
          >
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** ProjectNeighbours leads to the previous and the next project. */
export function ProjectNeighbours({ previous, next }: { previous: Project; next: Project }) {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <nav aria-label={t("projects.detail.navigation")} className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <ul role="list" className="grid gap-4 sm:grid-cols-2">
        <li>
          <NeighbourLink to={to(`/project/${previous.id}`)} label={t("projects.detail.previous")} title={previous.title} direction="previous" />
        </li>
        <li>
          <NeighbourLink to={to(`/project/${next.id}`)} label={t("projects.detail.next")} title={next.title} direction="next" />
        </li>
      </ul>
    </nav>
  );
}

function NeighbourLink({ to, label, title, direction }: { to: string; label: string; title: string; direction: "previous" | "next" }) {
  const Arrow = direction === "previous" ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={to}
      className={`flex h-full items-center gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 hover:ring-accent-400 ${direction === "next" ? "flex-row-reverse text-end" : ""}`}
      {...trackAttrs("button_click", { button_name: `${direction}_project`, section: "project_detail" })}
    >
      <Arrow aria-hidden="true" className="size-5 shrink-0 text-accent-600 rtl:-scale-x-100" />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-ink-600">{label}</span>
        <span className="block font-semibold text-ink-900">{title}</span>
      </span>
    </Link>
  );
}
