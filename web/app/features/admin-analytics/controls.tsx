import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { labelled } from "~/features/admin-core/format";
import { CloseIcon } from "~/features/admin-core/icons";
import { fill } from "~/features/admin-core/texts";
import { input, Notice, secondary, useProblemText } from "~/features/admin-core/ui";
import { formatRange } from "./format";
import { FILTERS, PRESETS, withParam, type Preset, type Refused, type View } from "./query";
import { useAnalyticsTexts } from "./texts";

/** RangePicker: a preset, or a custom range, and the comparison switch.
 * Every choice changes the URL; the loader reads it back. */
export function RangePicker({ view }: { view: View }) {
  const navigate = useNavigate();
  const { a, lang } = useAnalyticsTexts();
  const { search } = useLocation();
  const [preset, setPreset] = useState<Preset>(view.preset);
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const go = (changes: Record<string, string | undefined>) => void navigate(withParam(search, changes), { replace: false });
  const choose = (next: Preset) => {
    setPreset(next);
    if (next !== "custom") go({ range: next === "30d" ? undefined : next, from: undefined, to: undefined });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ range: "custom", from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label className="block space-y-1 text-sm font-semibold text-ink-900">
        <span>{a.range}</span>
        <select className={`${input} w-auto`} value={preset} onChange={(e) => choose(e.target.value as Preset)}>
          {PRESETS.map((p) => (
            <option key={p} value={p}>{a.presets[p]}</option>
          ))}
        </select>
      </label>
      {preset === "custom" && (
        <>
          <label className="block space-y-1 text-sm font-semibold text-ink-900">
            <span>{a.from}</span>
            <input type="date" className={`${input} w-auto`} value={from} max={to} required onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="block space-y-1 text-sm font-semibold text-ink-900">
            <span>{a.to}</span>
            <input type="date" className={`${input} w-auto`} value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
          </label>
          <button type="submit" className={secondary}>{a.apply}</button>
        </>
      )}
      <label className="flex min-h-10 items-center gap-2 text-sm text-ink-900">
        <input type="checkbox" className="size-4 accent-accent-600" checked={view.compare} onChange={(e) => go({ compare: e.target.checked ? undefined : "none" })} />
        {a.compare}
      </label>
      <p className="flex min-h-10 w-full items-center text-sm text-ink-500 sm:w-auto">{formatRange(lang, view.from, view.to)}</p>
    </form>
  );
}

/** FilterBar shows the filters in the URL, each removable. */
export function FilterBar({ view, label }: { view: View; label: (name: (typeof FILTERS)[number], value: string) => string }) {
  const { a, lang } = useAnalyticsTexts();
  const { search } = useLocation();
  const active = FILTERS.filter((name) => view.filters[name]);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={a.filtersLabel}>
      <span className="text-sm font-semibold text-ink-700">{labelled(lang, a.filtersLabel).trimEnd()}</span>
      {active.map((name) => {
        const text = labelled(lang, a.filterNames[name], label(name, view.filters[name]!));
        return (
          <Link
            key={name}
            to={withParam(search, { [name]: undefined })}
            preventScrollReset
            aria-label={fill(a.removeFilter, { name: text })}
            className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full bg-accent-400/20 px-3 text-sm font-medium text-ink-900 hover:bg-accent-400/30"
          >
            <span className="truncate" dir="auto">{text}</span>
            <CloseIcon className="size-4" />
          </Link>
        );
      })}
      {active.length > 1 && (
        <Link to={withParam(search, Object.fromEntries(active.map((n) => [n, undefined])))} preventScrollReset className="text-sm font-semibold text-accent-600 underline">
          {a.clearFilters}
        </Link>
      )}
    </div>
  );
}

/** RefusedNotice says which of the address's parameters the server refused
 * and why, as the dashboard shows the view without them (withoutRefused),
 * with a link to the address without them. */
export function RefusedNotice({ refused }: { refused: Refused[] }) {
  const { a, lang } = useAnalyticsTexts();
  const { search } = useLocation();
  const problemText = useProblemText();
  if (refused.length === 0) return null;
  const names: Record<string, string> = { ...a.filterNames, from: a.from, to: a.to, compare: a.compare };
  const removed = Object.fromEntries(refused.flatMap((r) => (r.name === "from" || r.name === "to" ? ["range", "from", "to"] : [r.name])).map((n) => [n, undefined]));
  return (
    <Notice tone="info">
      {a.refused}{" "}
      {refused.map((r) => (
        <span key={r.name} className="me-2 inline-block" dir="auto">
          {labelled(lang, names[r.name] ?? r.name, r.value)} ({a.periodProblems[r.code] ?? problemText(r.code)})
        </span>
      ))}
      <Link to={withParam(search, removed)} preventScrollReset className="font-semibold text-accent-600 underline">
        {a.refusedRemove}
      </Link>
    </Notice>
  );
}
