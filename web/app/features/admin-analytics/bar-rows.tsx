import type { ReactNode } from "react";
import { Link } from "react-router";
import { fill } from "~/features/admin-core/texts";
import { ExportIcon } from "~/features/admin-core/icons";
import { card } from "~/features/admin-core/ui";
import { formatNumber } from "./format";
import { useAnalyticsTexts } from "./texts";

export interface Bar {
  id: string;
  label: ReactNode;
  /** The text of the label, for the filter link's name. */
  text: string;
  value: number;
  /** A second figure shown after the first (page views, requests). */
  extra?: number;
  /** Calls booked on the booking page, after the requests (campaigns). */
  booked?: number;
  /** The link that filters the dashboard by this row, if it can. */
  href?: string;
}

/** Panel is a titled card with a CSV link. */
export function Panel({ title, exportHref, children, intro }: { title: string; exportHref?: string; children: ReactNode; intro?: string }) {
  const { a } = useAnalyticsTexts();
  return (
    <section className={`${card} min-w-0`} aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink-900">{title}</h2>
        {exportHref && (
          <a href={exportHref} download className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-accent-600 hover:bg-accent-50" aria-label={fill(a.exportLabel, { name: title })}>
            <ExportIcon className="size-4" />
            {a.export}
          </a>
        )}
      </div>
      {intro && <p className="-mt-1 mb-3 text-xs text-ink-500">{intro}</p>}
      {children}
    </section>
  );
}

/** BarRows: ranked rows, each a bar as wide as its share of the largest,
 * drawn with CSS; a row that can filter the dashboard is a link. */
export function BarRows({ rows, columns, empty }: { rows: Bar[]; columns: [string, string] | [string, string, string] | [string, string, string, string]; empty?: string }) {
  const { a, lang } = useAnalyticsTexts();
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (rows.length === 0) return <p className="text-sm text-ink-500">{empty ?? a.noData}</p>;
  return (
    <div>
      <p className="mb-1 flex justify-between gap-3 px-2 text-xs font-semibold text-ink-500">
        <span>{columns[0]}</span>
        <span className="flex gap-4">
          <span>{columns[1]}</span>
          {columns[2] && <span className="w-14 text-end">{columns[2]}</span>}
          {columns[3] && <span className="w-14 text-end">{columns[3]}</span>}
        </span>
      </p>
      <ul className="space-y-1">
        {rows.map((row) => {
          const inner = (
            <>
              <span aria-hidden="true" className="absolute inset-y-0 start-0 rounded-md bg-accent-400/25" style={{ width: `${(row.value / max) * 100}%` }} />
              <span className="relative min-w-0 truncate">{row.label}</span>
              <span className="relative flex shrink-0 gap-4 tabular-nums">
                <span>{formatNumber(lang, row.value)}</span>
                {row.extra !== undefined && <span className="w-14 text-end text-ink-500">{formatNumber(lang, row.extra)}</span>}
                {row.booked !== undefined && <span className="w-14 text-end text-ink-500">{formatNumber(lang, row.booked)}</span>}
              </span>
            </>
          );
          const cls = "relative flex min-h-9 items-center justify-between gap-3 rounded-md px-2 text-sm text-ink-900";
          return (
            <li key={row.id}>
              {row.href ? (
                <Link to={row.href} className={`${cls} hover:outline hover:outline-1 hover:outline-accent-400`} title={fill(a.filterBy, { value: row.text })} preventScrollReset>
                  {inner}
                </Link>
              ) : (
                <div className={cls}>{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
