import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { familyNames } from "~/features/admin-core/family-names";
import { languageName } from "~/features/admin-core/format";
import { publishSummary } from "~/features/admin-core/restored";
import { fill, plural, type AdminLanguage } from "~/features/admin-core/texts";
import { formatBucket, formatNumber } from "./format";
import { labelIndexes, linear, niceTicks, path } from "./scale";
import { useAnalyticsTexts } from "./texts";
import type { Marker, Point } from "./types";
import { locales } from "~/lib/intl-format";

/** changedText says what a publish changed, "Testimonials (Arabic and
 * Turkish), Hero slides", in the interface language, with the studio's
 * names of the families. */
export function changedText(lang: AdminLanguage, changes: NonNullable<Marker["changes"]>): string {
  const list = (items: string[]) => new Intl.ListFormat(locales[lang], { type: "conjunction" }).format(items);
  return list(
    changes.map((c) => {
      const family = familyNames[lang][c.family] ?? c.family;
      return c.languages.length ? `${family} (${list(c.languages.map((l) => languageName(lang, l)))})` : family;
    }),
  );
}

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** useWidth follows an element's width, so the chart draws in real pixels
 * (text stays readable on a phone instead of shrinking with a viewBox). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const LINES = [
  { key: "pageviews", colour: "stroke-accent-600", dot: "fill-accent-600" },
  { key: "visitors", colour: "stroke-cyan-600", dot: "fill-cyan-600" },
] as const;

/** TimeChart draws visitors and page views per day (or hour) in SVG, the
 * comparison period dashed beneath. Time runs left to right in every
 * language (dir="ltr"); labels are in the user's language. The points are
 * one tab stop: arrow keys move between them and each names its figures,
 * and a table holds the same numbers. */
export function TimeChart({
  current,
  previous,
  label,
  markers = [],
  timeZone = "UTC",
}: {
  current: Point[];
  previous: Point[] | null;
  label: string;
  markers?: Marker[];
  timeZone?: string;
}) {
  const { a, lang } = useAnalyticsTexts();
  const markerLabel = (m: Marker) => {
    // A restore says what it restored in the reader's language.
    const what = [publishSummary(lang, m), changedText(lang, m.changes ?? [])].filter(Boolean).join(" · ");
    return fill(what ? a.marker : a.markerUntitled, {
      when: new Intl.DateTimeFormat(locales[lang], { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(m.at)),
      by: m.by,
      summary: what,
    });
  };
  const placed = markers.flatMap((m) => {
    const i = current.findIndex((p) => p.t === m.t);
    return i < 0 ? [] : [{ m, i }];
  });
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | undefined>(undefined);
  const focused = useRef<(SVGCircleElement | null)[]>([]);
  const n = current.length;
  const max = Math.max(0, ...current.flatMap((p) => [p.visitors, p.pageviews]), ...(previous ?? []).flatMap((p) => [p.visitors, p.pageviews]));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const x = linear(0, Math.max(1, n - 1), PAD.left, Math.max(PAD.left + 1, width - PAD.right));
  const y = linear(0, top, HEIGHT - PAD.bottom, PAD.top);
  const at = (points: Point[], key: "visitors" | "pageviews") => path(points.map((p, i) => [x(i), y(p[key])]));
  const labels = labelIndexes(n, Math.max(2, Math.floor(width / 80)));
  const pointLabel = (i: number) =>
    fill(a.pointLabel, {
      when: formatBucket(lang, current[i]!.t, true),
      visitors: plural(lang, a.visitorsCount, current[i]!.visitors, (v) => formatNumber(lang, v)),
      pageviews: plural(lang, a.pageviewsCount, current[i]!.pageviews, (v) => formatNumber(lang, v)),
    });

  const move = (e: KeyboardEvent, i: number) => {
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const j = Math.min(n - 1, Math.max(0, next));
    setActive(j);
    focused.current[j]?.focus();
  };
  const tabStop = active ?? n - 1;

  return (
    <div>
      <div ref={ref} dir="ltr" className="relative">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="group" aria-label={label} className="block overflow-visible" onMouseLeave={() => setActive(undefined)}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-ink-100" />
                <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-ink-500 text-[11px]">
                  {formatNumber(lang, tick)}
                </text>
              </g>
            ))}
            {labels.map((i) => (
              <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={i === 0 ? "start" : i === n - 1 ? "end" : "middle"} className="fill-ink-500 text-[11px]">
                {formatBucket(lang, current[i]!.t)}
              </text>
            ))}
            {previous &&
              LINES.map((line) => <path key={`p-${line.key}`} d={at(previous, line.key)} fill="none" strokeWidth={1.5} strokeDasharray="4 4" className={`${line.colour} opacity-50`} />)}
            {LINES.map((line) => <path key={line.key} d={at(current, line.key)} fill="none" strokeWidth={2.5} strokeLinejoin="round" className={line.colour} />)}
            {placed.map(({ m, i }) => (
              <g key={`${m.at}-${m.t}`} role="img" aria-label={markerLabel(m)}>
                <title>{markerLabel(m)}</title>
                <line x1={x(i)} x2={x(i)} y1={PAD.top} y2={HEIGHT - PAD.bottom} strokeDasharray="2 3" className="stroke-ink-700" />
                <path d={`M${x(i) - 5},${PAD.top - 8} L${x(i) + 5},${PAD.top - 8} L${x(i)},${PAD.top - 1} Z`} className="fill-ink-700" />
              </g>
            ))}
            {active !== undefined && <line x1={x(active)} x2={x(active)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="stroke-ink-300" />}
            {current.map((p, i) => (
              <g key={p.t}>
                {/* A band per point catches the pointer anywhere above it. */}
                <rect x={x(i) - (width / Math.max(1, n)) / 2} y={PAD.top} width={width / Math.max(1, n)} height={HEIGHT - PAD.top - PAD.bottom} fill="transparent" onMouseEnter={() => setActive(i)} />
                <circle cx={x(i)} cy={y(p.visitors)} r={active === i ? 4 : n > 45 ? 0 : 2.5} className="pointer-events-none fill-cyan-600" />
                <circle
                  ref={(el) => void (focused.current[i] = el)}
                  cx={x(i)}
                  cy={y(p.pageviews)}
                  r={active === i ? 5 : n > 45 ? 0 : 3}
                  tabIndex={i === tabStop ? 0 : -1}
                  role="img"
                  aria-label={pointLabel(i)}
                  onFocus={() => setActive(i)}
                  onKeyDown={(e) => move(e, i)}
                  className="fill-accent-600 outline-none focus-visible:stroke-ink-900 focus-visible:stroke-2"
                />
              </g>
            ))}
          </svg>
        )}
        {active !== undefined && width > 0 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 z-10 w-max max-w-56 rounded-lg bg-ink-900 px-3 py-2 text-xs text-white shadow-lg"
            style={{ left: Math.min(Math.max(0, x(active) - 90), Math.max(0, width - 200)) }}
          >
            <p className="font-semibold" dir="auto">{formatBucket(lang, current[active]!.t, true)}</p>
            <p dir="auto">{a.series.pageviews}: {formatNumber(lang, current[active]!.pageviews)}</p>
            <p dir="auto">{a.series.visitors}: {formatNumber(lang, current[active]!.visitors)}</p>
            {previous?.[active] && (
              <p className="mt-1 text-ink-300" dir="auto">
                {a.series.previous} ({formatBucket(lang, previous[active]!.t)}): {formatNumber(lang, previous[active]!.pageviews)} / {formatNumber(lang, previous[active]!.visitors)}
              </p>
            )}
          </div>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2"><span className="h-1 w-5 rounded bg-accent-600" />{a.series.pageviews}</li>
        <li className="flex items-center gap-2"><span className="h-1 w-5 rounded bg-cyan-600" />{a.series.visitors}</li>
        {previous && <li className="flex items-center gap-2"><span className="w-5 border-t-2 border-dashed border-ink-400" />{a.series.previous}</li>}
        {placed.length > 0 && <li className="flex items-center gap-2"><span className="w-5 border-t-2 border-dotted border-ink-700" />{a.markers}</li>}
      </ul>
      {placed.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink-700" aria-label={a.markers}>
          {placed.map(({ m }) => (
            <li key={`${m.at}-${m.t}`} dir="auto">
              {markerLabel(m)}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-accent-600">{a.showTable}</summary>
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={label}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-ink-700">
                <th scope="col" className="py-1 text-start">{a.when}</th>
                <th scope="col" className="py-1 text-end">{a.series.visitors}</th>
                <th scope="col" className="py-1 text-end">{a.series.pageviews}</th>
                {previous && <th scope="col" className="py-1 text-end">{a.series.visitors} ({a.series.previous})</th>}
                {previous && <th scope="col" className="py-1 text-end">{a.series.pageviews} ({a.series.previous})</th>}
              </tr>
            </thead>
            <tbody>
              {current.map((p, i) => (
                <tr key={p.t} className="border-t border-ink-100">
                  <th scope="row" className="py-1 text-start font-normal">{formatBucket(lang, p.t, true)}</th>
                  <td className="py-1 text-end tabular-nums">{formatNumber(lang, p.visitors)}</td>
                  <td className="py-1 text-end tabular-nums">{formatNumber(lang, p.pageviews)}</td>
                  {previous && <td className="py-1 text-end tabular-nums">{formatNumber(lang, previous[i]?.visitors ?? 0)}</td>}
                  {previous && <td className="py-1 text-end tabular-nums">{formatNumber(lang, previous[i]?.pageviews ?? 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
