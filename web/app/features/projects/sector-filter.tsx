import { ArrowRight } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { isSector, sectorServices, sectors, type Sector } from "~/content/sectors";
import { consultationHref } from "~/lib/consultation-link";
import { useSite } from "~/lib/use-site";
import type { Project } from "./project-data";

const noSubscription = () => () => {};

/** useHydrated is false at prerender and hydration, true from the next
 * render on. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** useSectorFilter gives the sector of ?sector=, from the first render
 * after hydration on: the page is prerendered with every project, so it
 * must hydrate that way (the script below has already filtered). */
export function useSectorFilter(): Sector | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const sector = params.get("sector");
  return hydrated && isSector(sector) ? sector : null;
}

/** The attribute the script below puts on <html>; styles/app.css hides the
 * other sectors' cards while it is there (an inline style would need
 * 'unsafe-inline' in the CSP's style-src). */
const FILTER_ATTR = "data-sector-filter";

/** Runs where it stands, between the filter links and the projects, while
 * the prerendered page is parsed: nothing below it is painted before it
 * runs. It marks the URL's sector's link as current, shows the notice of a
 * sector without projects, and hides the other sectors' cards with a style
 * (the cards are not parsed yet), exactly as React renders after
 * hydration, so nothing moves. Its hash is allowed by the page's CSP
 * (internal/server/site.go); SectorFilter removes the attribute once React
 * filters. */
const applyBeforePaint = `(function(){var s=new URLSearchParams(location.search).get("sector"),r=document.currentScript.parentNode,c=r.querySelector('[data-filter-link="'+s+'"]');if(!s||!c)return;r.querySelectorAll("[data-filter-link]").forEach(function(a){if(a===c)a.setAttribute("aria-current","true");else a.removeAttribute("aria-current")});var e=r.querySelector("[data-empty-for]");e.hidden=e.getAttribute("data-empty-for").split(" ").indexOf(s)<0;e.querySelector("a").setAttribute("href",c.getAttribute("data-request"));document.documentElement.setAttribute("${FILTER_ATTR}",s)})()`;

/** SectorFilter: links that filter the projects by sector (in the URL, so a
 * filtered list can be shared and the home page's service cards lead to
 * one), a notice with a request link when a sector has no project yet, and
 * the projects. The links name the page's served path, not one relative to
 * the rendering location: a page is prerendered at "/en/projects/", which
 * the server answers with a redirect to "/en/projects". */
export function SectorFilter({
  selected,
  projects,
  sectorNames,
  children,
}: {
  selected: Sector | null;
  projects: readonly Project[];
  /** Each sector's name: its service's (content, from the page's loader). */
  sectorNames: Readonly<Record<Sector, string>>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  useEffect(() => {
    // React has hidden the other sectors' cards by now: the early filter goes.
    if (hydrated) document.documentElement.removeAttribute(FILTER_ATTR);
  }, [hydrated]);
  const { to } = useSite();
  const request = (sector: Sector) => consultationHref(to("/contact"), { service: sectorServices[sector] });
  const empty = selected !== null && !projects.some((p) => p.sector === selected);
  const withoutProjects = sectors.filter((sector) => !projects.some((p) => p.sector === sector));
  const links: { sector: Sector | null; label: string }[] = [
    { sector: null, label: t("projects.filter.all") },
    ...sectors.map((sector) => ({ sector, label: sectorNames[sector] })),
  ];
  return (
    <div>
      <nav aria-label={t("projects.filter.label")} className="mb-8">
        <ul role="list" className="flex flex-wrap gap-2">
          {links.map(({ sector, label }) => (
            <li key={sector ?? "all"}>
              <Link
                to={sector ? `${to("/projects")}?sector=${sector}` : to("/projects")}
                preventScrollReset
                aria-current={sector === selected ? "true" : undefined}
                data-filter-link={sector ?? ""}
                data-request={sector ? request(sector) : undefined}
                className="inline-flex rounded-pill bg-white px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-100 transition-colors hover:ring-accent-400 aria-[current=true]:bg-ink-900 aria-[current=true]:text-white aria-[current=true]:ring-ink-900"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div data-empty-for={withoutProjects.join(" ")} hidden={!empty} className="rounded-card bg-white p-8 text-center shadow-card ring-1 ring-ink-100">
        <h2 className="text-xl font-bold text-ink-900">{t("projects.filter.emptyTitle")}</h2>
        <p className="mx-auto mt-2 max-w-xl text-ink-600">{t("projects.filter.emptyText")}</p>
        <Link
          to={selected ? request(selected) : to("/contact")}
          className="bg-brand-gradient mt-6 inline-flex items-center gap-2 rounded-pill px-6 py-3 font-semibold text-white shadow-card"
        >
          {t("projects.filter.emptyButton")}
          <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Link>
      </div>
      <script dangerouslySetInnerHTML={{ __html: applyBeforePaint }} />
      {children}
    </div>
  );
}
