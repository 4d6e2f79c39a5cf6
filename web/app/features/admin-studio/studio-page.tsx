import { Link } from "react-router";
import { languageName } from "~/features/admin-core/format";
import { usePageTitle } from "~/features/admin-core/shell";
import { secondary } from "~/features/admin-core/ui";
import { ContentSearch } from "./content-search";
import { families, statusCounts, type Studio } from "./model";
import { allPages, Preview } from "./preview";
import { usePendingTexts } from "./pending-texts";
import { Publish } from "./publish";
import { usePublishingTexts } from "./publishing-texts";
import { StatusBadge } from "./status-badge";
import { familyLabel, useStudioTexts } from "./texts";

/** StudioPage lists the document's families with, per language, how many
 * items miss it or need an update. */
export function StudioPage({ studio }: { studio: Studio }) {
  const { st, lang } = useStudioTexts();
  const { pt } = usePublishingTexts();
  const { qt } = usePendingTexts();
  usePageTitle(st.title);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{st.title}</h1>
          <p className="max-w-prose text-sm text-ink-700">{st.intro}</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link to="/admin/studio/changes" className={secondary}>
            {qt.changes}
          </Link>
          <Link to="/admin/studio/history" className={secondary}>
            {pt.history}
          </Link>
          <Preview pages={allPages} languages={studio.languages} />
          <Publish studio={studio} />
        </div>
      </div>
      <ContentSearch studio={studio} />
      <p className="text-xs text-ink-600">{st.statusHelp}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {families(studio).map((f) => {
          const counts = statusCounts(f, studio.status, studio.languages);
          return (
            <li key={f.name} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
              <div className="flex items-baseline justify-between gap-2">
                <Link to={`/admin/studio/${f.name}`} className="inline-flex min-h-11 items-center text-base font-bold text-accent-700 underline-offset-4 hover:underline sm:min-h-0">
                  {familyLabel(st, f.name)}
                </Link>
                {f.list && (
                  <span className="text-sm text-ink-600">
                    {st.items}: {f.items.length}
                  </span>
                )}
              </div>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={st.languages}>
                {studio.languages.every((l) => counts[l]!.missing + counts[l]!.outdated === 0) ? (
                  <li>
                    <StatusBadge status="done" />
                  </li>
                ) : (
                  studio.languages.map((l) => {
                    const c = counts[l]!;
                    if (c.missing + c.outdated === 0) return null;
                    return (
                      <li key={l} title={languageName(lang, l)} className="flex flex-wrap gap-1">
                        {c.missing > 0 && <StatusBadge status="missing" prefix={`${l} ${c.missing}`} />}
                        {c.outdated > 0 && <StatusBadge status="outdated" prefix={`${l} ${c.outdated}`} />}
                      </li>
                    );
                  })
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
