import { fill, plural } from "~/features/admin-core/texts";
import { change, formatNumber, formatPercent } from "./format";
import { useAnalyticsTexts } from "./texts";
import type { Dashboard, FunnelRow, Realtime, Totals } from "./types";

const TOTALS = ["visitors", "pageviews", "contactVisits", "leads", "conversionRate"] as const;

/** Headline: the period's five figures, each with its change from the comparison period. */
export function Headline({ totals }: { totals: Dashboard["totals"] }) {
  const { a, lang } = useAnalyticsTexts();
  const show = (key: (typeof TOTALS)[number], t: Totals) => (key === "conversionRate" ? formatPercent(lang, t.conversionRate, 2) : formatNumber(lang, t[key]));
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {TOTALS.map((key) => {
        const now = totals.current[key] ?? 0;
        const before = totals.previous ? (totals.previous[key] ?? 0) : undefined;
        const delta = before === undefined ? undefined : change(lang, now, before);
        const colour = delta?.trend === "up" ? "text-success-700" : delta?.trend === "down" ? "text-danger-700" : "text-ink-500";
        return (
          <div key={key} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-ink-700">{a.totals[key]}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-ink-900">{show(key, totals.current)}</dd>
            {delta && totals.previous && (
              <dd className="mt-1 text-xs">
                <span className={`font-semibold ${colour}`}>{delta.trend === "new" ? a.newValue : delta.text}</span>{" "}
                <span className="text-ink-500">{fill(a.previousValue, { value: show(key, totals.previous) })}</span>
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}

const STEPS = ["pageview", "contact", "formStarted", "lead", "bookingPage", "booked"] as const;

/** FunnelTable: the steps (the form's, then the booking page's) for every
 * row side by side, each with its share of the row's visits. */
export function FunnelTable({ rows, caption, keyLabel }: { rows: { label: string; row: FunnelRow }[]; caption: string; keyLabel: string }) {
  const { a, lang } = useAnalyticsTexts();
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="mb-2 text-start text-sm font-semibold text-ink-700">{caption}</caption>
        <thead>
          <tr className="text-ink-700">
            <th scope="col" className="py-1 text-start">{keyLabel}</th>
            {STEPS.map((s) => (
              <th key={s} scope="col" className="py-1 text-end">{a.funnelSteps[s]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={STEPS.length + 1} className="py-2 text-ink-500">{a.noData}</td>
            </tr>
          )}
          {rows.map(({ label, row }) => (
            <tr key={label} className="border-t border-ink-100">
              <th scope="row" className="py-2 text-start font-medium">{label}</th>
              {STEPS.map((s) => (
                <td key={s} className="py-2 text-end tabular-nums">
                  {formatNumber(lang, row[s])}
                  {s !== "pageview" && row.pageview > 0 && <span className="block text-xs text-ink-500">{formatPercent(lang, row[s] / row.pageview)}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Share: a percentage with a thin CSS bar under it. */
export function Share({ value }: { value: number | null }) {
  const { lang } = useAnalyticsTexts();
  return (
    <span className="block">
      <span className="tabular-nums">{formatPercent(lang, value, 0)}</span>
      <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-ink-100">
        <span className="block h-1.5 rounded-full bg-cyan-600" style={{ width: `${Math.round((value ?? 0) * 100)}%` }} />
      </span>
    </span>
  );
}

/** RealtimeBox: who is on the site now, and where. */
export function RealtimeBox({ realtime }: { realtime: Realtime }) {
  const { a, lang } = useAnalyticsTexts();
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="relative flex size-2.5 self-center" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success-700 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-success-700" />
        </span>
        <span className="text-3xl font-bold tabular-nums text-ink-900">{formatNumber(lang, realtime.visitors)}</span>
        <span className="text-sm text-ink-700">{plural(lang, a.realtimeVisitors, realtime.visitors)}</span>
      </p>
      {realtime.pages.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">{a.realtimeNone}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {realtime.pages.slice(0, 8).map((p) => (
            <li key={p.path} className="flex justify-between gap-3">
              <bdi dir="ltr" className="min-w-0 truncate">{p.path || a.unknown}</bdi>
              <span className="tabular-nums">{formatNumber(lang, p.visitors)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

