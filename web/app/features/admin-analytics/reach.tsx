import { Panel } from "./bar-rows";
import { formatNumber, formatPercent } from "./format";
import { exportHref, type View } from "./query";
import { useAnalyticsTexts } from "./texts";
import type { Dashboard } from "./types";
import { Share } from "./widgets";

/** Reach: events with their buttons, scroll depth per page and, for the
 * home pages, the share of visitors who saw each section. */
export function Reach({ dashboard: d, view }: { dashboard: Dashboard; view: View }) {
  const { a, lang } = useAnalyticsTexts();
  const th = "py-1 text-start font-semibold";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={a.events} exportHref={exportHref(view, "events")}>
        {d.events.length === 0 ? (
          <p className="text-sm text-ink-500">{a.noData}</p>
        ) : (
          <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={a.events}>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-ink-700">
                  <th scope="col" className={th}>{a.columns.event}</th>
                  <th scope="col" className={th}>{a.columns.button}</th>
                  <th scope="col" className="py-1 text-end">{a.columns.count}</th>
                  <th scope="col" className="py-1 text-end">{a.columns.visitors}</th>
                </tr>
              </thead>
              <tbody>
                {d.events.map((e) => (
                  <tr key={`${e.name}|${e.buttonName}`} className="border-t border-ink-100">
                    <td className="py-1.5"><bdi dir="ltr" className="font-mono text-xs">{e.name}</bdi></td>
                    <td className="py-1.5"><bdi dir="ltr" className="font-mono text-xs">{e.buttonName || "—"}</bdi></td>
                    <td className="py-1.5 text-end tabular-nums">{formatNumber(lang, e.count)}</td>
                    <td className="py-1.5 text-end tabular-nums">{formatNumber(lang, e.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel title={a.scrollDepth} exportHref={exportHref(view, "scrollDepth")} intro={a.scrollIntro}>
        {d.scrollDepth.length === 0 ? (
          <p className="text-sm text-ink-500">{a.noData}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={a.scrollDepth}>
            <table className="w-full min-w-[24rem] text-sm">
              <thead>
                <tr className="text-ink-700">
                  <th scope="col" className={th}>{a.columns.page}</th>
                  {(["p25", "p50", "p75", "p100"] as const).map((p) => (
                    <th key={p} scope="col" className="py-1 text-end"><bdi dir="ltr">{p.slice(1)}%</bdi></th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.scrollDepth.map((row) => (
                  <tr key={row.page} className="border-t border-ink-100">
                    <th scope="row" className="max-w-40 truncate py-2 text-start font-normal"><bdi dir="ltr">{row.page}</bdi></th>
                    {(["p25", "p50", "p75", "p100"] as const).map((p) => (
                      <td key={p} className="w-16 px-1 py-2 text-end"><Share value={row.visitors ? row[p] / row.visitors : null} /></td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel title={a.sectionReach} exportHref={exportHref(view, "sectionReach")} intro={a.sectionIntro}>
        {d.sectionReach.length === 0 ? (
          <p className="text-sm text-ink-500">{a.noData}</p>
        ) : (
          <div className="space-y-5">
            {d.sectionReach.map((page) => (
              <div key={page.page}>
                <h3 className="mb-2 flex justify-between text-sm font-semibold text-ink-900">
                  <bdi dir="ltr">{page.page}</bdi>
                  <span className="tabular-nums text-ink-500">{formatNumber(lang, page.visitors)} {a.columns.visitors}</span>
                </h3>
                <ul className="space-y-1.5">
                  {page.sections.map((s) => (
                    <li key={s.section} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-3 text-sm">
                      <span className="truncate">{a.sections[s.section] ?? s.section}</span>
                      <span aria-hidden="true" className="h-2 rounded-full bg-ink-100">
                        <span className="block h-2 rounded-full bg-cyan-600" style={{ width: `${Math.round((s.share ?? 0) * 100)}%` }} />
                      </span>
                      <span className="text-end tabular-nums">{formatPercent(lang, s.share, 0)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </Panel>
    </div>
  );
}
