import { languageName } from "~/features/admin-core/format";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { api } from "~/features/admin-core/api";
import { ExportIcon } from "~/features/admin-core/icons";
import { usePageTitle } from "~/features/admin-core/shell";
import { directSource } from "~/features/admin-core/site";
import { fill, plural, useTexts } from "~/features/admin-core/texts";
import { Section } from "~/features/admin-core/ui";
import { BarRows, Panel, type Bar } from "./bar-rows";
import { FilterBar, RangePicker, RefusedNotice } from "./controls";
import { formatNumber, formatRange } from "./format";
import type { DashboardData } from "./loader";
import { exportHref, filterValueOf, withParam, type FilterName } from "./query";
import { Reach } from "./reach";
import { useAnalyticsTexts } from "./texts";
import { TimeChart } from "./time-chart";
import type { Realtime, Row } from "./types";
import { FunnelTable, Headline, RealtimeBox } from "./widgets";

/** Dashboard: the whole analytics screen for the view in the URL. */
export function Dashboard({ data }: { data: DashboardData }) {
  const { a, lang } = useAnalyticsTexts();
  const { t } = useTexts();
  const { search } = useLocation();
  const { view, dashboard: d, timeZone } = data;
  usePageTitle(a.title);
  const realtime = useRealtime(data.realtime);

  const variantName = (key: string) => (t.variants as Record<string, string>)[key] ?? key;
  const language = (key: string) => (key ? languageName(lang, key) : a.unknown);
  const labelOf = (name: FilterName, value: string): string => {
    if (name === "lang") return language(value);
    if (name === "variant") return variantName(value);
    if (name === "device") return a.devices[value] ?? value;
    if (name === "source" && value === directSource) return a.direct;
    return value;
  };
  const filterHref = (name: FilterName, value: string) => withParam(search, { [name]: value });
  const path = (p: string) => (p ? <bdi dir="ltr">{p}</bdi> : a.unknown);
  const bars = (rows: Row[], opts: { filter?: FilterName; label?: (key: string) => string; extra?: "pageviews"; value?: "leads"; ltr?: boolean; empty?: string }): Bar[] =>
    rows.map((r) => {
      const text = r.key ? (opts.label ? opts.label(r.key) : r.key) : (opts.empty ?? a.unknown);
      const filterValue = opts.filter ? filterValueOf(opts.filter, r.key) : "";
      return {
        id: r.key,
        text,
        label: opts.ltr && r.key ? path(r.key) : text,
        value: (opts.value ? r[opts.value] : r.visitors) ?? 0,
        extra: opts.extra ? (r[opts.extra] ?? 0) : undefined,
        href: opts.filter && filterValue ? filterHref(opts.filter, filterValue) : undefined,
      };
    });
  const cols = (first: string, extra?: boolean): [string, string] | [string, string, string] =>
    extra ? [first, a.columns.visitors, a.columns.pageviews] : [first, a.columns.visitors];
  const leadCols = (first: string): [string, string] => [first, a.columns.leads];
  const panel = (key: keyof typeof a.breakdowns, rows: Bar[], extra = false, first: string = a.columns.name) => (
    <Panel key={key} title={a.breakdowns[key]} exportHref={exportHref(view, key)}>
      <BarRows rows={rows} columns={cols(first, extra)} empty={visitsEmpty} />
    </Panel>
  );

  const campaignRows: Bar[] = d.campaigns.map((c) => {
    const text = [c.source, c.medium, c.campaign].filter(Boolean).join(" / ");
    return {
      id: `${c.source}|${c.medium}|${c.campaign}`,
      text,
      label: <bdi dir="auto">{text}</bdi>,
      value: c.visitors,
      extra: c.leads,
      booked: c.booked,
      href: c.campaign ? filterHref("campaign", c.campaign) : c.source ? filterHref("source", c.source) : undefined,
    };
  });
  const unit = a.units[d.range.granularity];
  const number = (n: number) => formatNumber(lang, n);
  // Empty panels say why: no request at all, none linked to a visit, or no
  // visit that passes the filters.
  const leadsEmpty = d.leads.total === 0 ? a.noLeads : a.noLeadsLinked;
  const leadsLine = d.leads.total === 0 ? a.noLeads : d.leads.linked === 0 ? a.noLeadsLinked : fill(plural(lang, a.leadsLinked, d.leads.total, number), { linked: number(d.leads.linked) });
  const visitsEmpty = Object.keys(view.filters).length > 0 ? a.noMatch : a.noData;
  const chartLabel = fill(a.chartLabel, { unit, range: formatRange(lang, d.range.from, d.range.to) });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-ink-900">{a.title}</h1>
        <p className="text-sm text-ink-700">{fill(a.intro, { timeZone })}</p>
      </header>
      <RangePicker key={search} view={view} />
      <RefusedNotice refused={data.refused} />
      <FilterBar view={view} label={labelOf} />
      {d.compare && <p className="text-sm text-ink-500">{fill(a.comparedWith, { range: formatRange(lang, d.compare.from, d.compare.to) })}</p>}
      <Headline totals={d.totals} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Section title={a.chart} actions={<a href={exportHref(view, "series")} download className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-accent-600 hover:bg-accent-50" aria-label={fill(a.exportLabel, { name: a.chart })}><ExportIcon className="size-4" />{a.export}</a>}>
          <TimeChart current={d.series.current} previous={d.series.previous} label={chartLabel} markers={d.markers ?? []} timeZone={d.range.timeZone} />
        </Section>
        <Section title={a.realtime}>
          <RealtimeBox realtime={realtime} />
        </Section>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {panel("pages", bars(d.pages, { filter: "page", extra: "pageviews", ltr: true }), true, a.columns.page)}
        {panel("entryPages", bars(d.entryPages, { filter: "page", ltr: true }), false, a.columns.page)}
        {panel("referrers", bars(d.referrers, { filter: "source", ltr: true, empty: a.direct }), false, a.columns.source)}
        <Panel title={a.breakdowns.campaigns} exportHref={exportHref(view, "campaigns")}>
          <BarRows rows={campaignRows} columns={[a.columns.campaign, a.columns.visitors, a.columns.leads, a.columns.booked]} empty={visitsEmpty} />
        </Panel>
        {panel("languages", bars(d.languages, { filter: "lang", label: language, extra: "pageviews" }), true)}
        {panel("browserLanguages", bars(d.browserLanguages, { label: language }))}
        {panel("variants", bars(d.variants, { filter: "variant", label: variantName, extra: "pageviews" }), true)}
        {panel("devices", bars(d.devices, { filter: "device", label: (k) => a.devices[k] ?? k }))}
        {panel("browsers", bars(d.browsers, {}))}
        {panel("screens", bars(d.screens, { label: (k) => a.screens[k] ?? k }))}
      </div>
      <Section title={a.funnel}>
        <p className="-mt-2 mb-4 text-sm text-ink-500">{a.funnelIntro}</p>
        <FunnelTable rows={[{ label: a.all, row: d.funnel.total }]} caption={a.funnel} keyLabel={a.columns.name} />
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <FunnelTable rows={d.funnel.byLanguage.map((row) => ({ label: language(row.key ?? ""), row }))} caption={a.byLanguage} keyLabel={a.filterNames.lang} />
          <FunnelTable rows={d.funnel.byVariant.map((row) => ({ label: variantName(row.key ?? ""), row }))} caption={a.byVariant} keyLabel={a.filterNames.variant} />
        </div>
        <div className="mt-4 flex flex-wrap gap-4 text-xs font-semibold text-accent-600">
          <a href={exportHref(view, "funnelByLanguage")} download>{a.byLanguage} · {a.export}</a>
          <a href={exportHref(view, "funnelByVariant")} download>{a.byVariant} · {a.export}</a>
        </div>
      </Section>
      <section aria-label={a.leadsBy} className="space-y-3">
        <p className="text-sm text-ink-700">{leadsLine}</p>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
          <Panel title={a.leadsByPage} exportHref={exportHref(view, "leadsByPage")}>
            <BarRows rows={bars(d.leads.byPage, { filter: "page", value: "leads", ltr: true })} columns={leadCols(a.columns.page)} empty={leadsEmpty} />
          </Panel>
          <Panel title={a.leadsBySource} exportHref={exportHref(view, "leadsBySource")}>
            <BarRows rows={bars(d.leads.bySource, { filter: "source", value: "leads", ltr: true, empty: a.direct })} columns={leadCols(a.columns.source)} empty={leadsEmpty} />
          </Panel>
          <Panel title={a.leadsByLanguage} exportHref={exportHref(view, "leadsByLanguage")}>
            <BarRows rows={bars(d.leads.byLanguage, { filter: "lang", value: "leads", label: language })} columns={leadCols(a.columns.name)} empty={leadsEmpty} />
          </Panel>
          <Panel title={a.leadsByVariant} exportHref={exportHref(view, "leadsByVariant")}>
            <BarRows rows={bars(d.leads.byVariant, { filter: "variant", value: "leads", label: variantName })} columns={leadCols(a.columns.name)} empty={leadsEmpty} />
          </Panel>
        </div>
      </section>
      <Reach dashboard={d} view={view} />
    </div>
  );
}

/** useRealtime polls the realtime figures every 30 seconds while the screen is open. */
function useRealtime(initial: Realtime): Realtime {
  const [realtime, setRealtime] = useState(initial);
  useEffect(() => setRealtime(initial), [initial]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      api<Realtime>("/api/admin/analytics/realtime").then(setRealtime, () => undefined);
    }, 30_000);
    return () => clearInterval(timer);
  }, []);
  return realtime;
}
