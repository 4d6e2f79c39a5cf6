import type { ReactNode } from "react";
import { Panel } from "./bar-rows";
import { formatNumber, formatPercent } from "./format";
import { exportHref, type View } from "./query";
import { useAnalyticsTexts } from "./texts";
import type { Dashboard } from "./types";
import { analyticsWords, wordFor } from "./words";
import { Share } from "./widgets";

/** TablePanel: a titled card holding a table that scrolls inside it, or a
 * line saying there is nothing. */
function TablePanel({ title, csv, intro, empty, emptyText, children }: { title: string; csv: string; intro?: string; empty: boolean; emptyText?: string; children: ReactNode }) {
  const { a } = useAnalyticsTexts();
  return (
    <Panel title={title} exportHref={csv} intro={intro}>
      {empty ? (
        <p className="text-sm text-ink-500">{emptyText ?? a.noData}</p>
      ) : (
        <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={title}>
          {children}
        </div>
      )}
    </Panel>
  );
}

/** Reach: events with their buttons, scroll depth per page and, for the
 * home pages, the share of visitors who saw each section. */
export function Reach({ dashboard: d, view }: { dashboard: Dashboard; view: View }) {
  const { a, lang } = useAnalyticsTexts();
  const words = analyticsWords[lang];
  const th = "py-1 text-start font-semibold";
  // The busiest home pages side by side; every page is in the CSV.
  const pages = d.sectionReach.slice(0, 4);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <TablePanel title={a.events} csv={exportHref(view, "events")} empty={d.events.length === 0} emptyText={a.noEvents}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className={th}>{a.columns.event}</th>
              <th scope="col" className={th}>{a.columns.button}</th>
              <th scope="col" className="py-1 ps-3 text-end">{a.columns.count}</th>
              <th scope="col" className="py-1 ps-3 text-end">{a.columns.visitors}</th>
            </tr>
          </thead>
          <tbody>
            {d.events.map((e) => (
              <tr key={`${e.name}|${e.buttonName}`} className="border-t border-ink-100">
                <td className="py-1.5 pe-2">{wordFor(words.events, e.name)}</td>
                <td className="py-1.5">{e.buttonName ? wordFor(words.buttons, e.buttonName) : "—"}</td>
                <td className="py-1.5 ps-3 text-end tabular-nums">{formatNumber(lang, e.count)}</td>
                <td className="py-1.5 ps-3 text-end tabular-nums">{formatNumber(lang, e.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TablePanel>
      <TablePanel title={a.scrollDepth} csv={exportHref(view, "scrollDepth")} intro={a.scrollIntro} empty={d.scrollDepth.length === 0}>
        <table className="w-full min-w-[24rem] text-sm">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className={th}>{a.columns.page}</th>
              {(["p25", "p50", "p75", "p100"] as const).map((p) => (
                <th key={p} scope="col" className="py-1 text-end">{formatPercent(lang, Number(p.slice(1)) / 100, 0)}</th>
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
      </TablePanel>
      <TablePanel title={a.sectionReach} csv={exportHref(view, "sectionReach")} intro={a.sectionIntro} empty={pages.length === 0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-ink-700">
              <th scope="col" className={th}>{a.columns.name}</th>
              {pages.map((page) => (
                <th key={page.page} scope="col" className="px-1 py-1 text-end font-semibold">
                  <bdi dir="ltr">{page.page}</bdi>
                  <span className="block text-xs font-normal text-ink-500">{formatNumber(lang, page.visitors)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(pages[0]?.sections ?? []).map((s, i) => (
              <tr key={s.section} className="border-t border-ink-100">
                <th scope="row" className="py-2 text-start font-normal">{a.sections[s.section] ?? s.section}</th>
                {pages.map((page) => (
                  <td key={page.page} className="w-20 px-1 py-2 text-end"><Share value={page.sections[i]?.share ?? null} /></td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TablePanel>
    </div>
  );
}
