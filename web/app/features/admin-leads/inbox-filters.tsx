import { languageName } from "~/features/admin-core/format";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FilterIcon, SearchIcon } from "~/features/admin-core/icons";
import { choiceLabel, options } from "~/features/admin-core/site";
import { useTexts } from "~/features/admin-core/texts";
import type { User } from "~/features/admin-core/types";
import { input, primary, quiet } from "~/features/admin-core/ui";
import { emptyFilters, filterSearch, hasFilters, withFilter, type Filters } from "./filters";
import { inboxLimits } from "./schema";

type Key = Exclude<keyof Filters, "page" | "q" | "status">;

/** InboxFilters: the search box, and the filters behind a toggle (open when
 * one is set) so the list starts high on a phone. */
export function InboxFilters({ filters, users, onChange }: { filters: Filters; users: { id: string; name: string }[]; onChange: (f: Filters) => void }) {
  const { t, lang } = useTexts();
  const active = hasFilters({ ...filters, q: "" });
  const [open, setOpen] = useState(active);
  const panelId = useId();
  // The filters last asked for: until their page has loaded, the props
  // still hold the previous ones, and a second change made meanwhile (one
  // select, then another) must build on the first, not undo it.
  const asked = useRef(filters);
  const shown = filterSearch(filters).toString();
  useEffect(() => {
    asked.current = filters; // only when the loaded filters differ, not at every render
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps
  const change = (next: Filters) => {
    asked.current = next;
    onChange(next);
  };
  const set = (key: Key, value: string) => change(withFilter(asked.current, key, value));
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    change(withFilter(asked.current, "q", String(new FormData(e.currentTarget).get("q") ?? "").trim()));
  };
  const select = (key: Key, label: string, choices: { value: string; label: string }[], anyLabel = t.inbox.all) => (
    <label className="space-y-1 text-sm font-semibold">
      <span className="block">{label}</span>
      <select className={input} value={filters[key]} onChange={(e) => set(key, e.target.value)}>
        <option value="">{anyLabel}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <form role="search" onSubmit={search} className="flex min-w-0 grow gap-2" key={filters.q}>
          <label className="sr-only" htmlFor={`${panelId}-q`}>
            {t.inbox.search}
          </label>
          <input id={`${panelId}-q`} className={`${input} min-w-0 grow`} type="search" name="q" maxLength={inboxLimits.maxLength.q} defaultValue={filters.q} placeholder={t.inbox.searchPlaceholder} />
          <button type="submit" className={primary}>
            <SearchIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">{t.inbox.search}</span>
          </button>
        </form>
        <button type="button" className={quiet} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <FilterIcon className="size-4" />
          {t.inbox.filters}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="rounded-2xl border border-ink-100 bg-white p-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {select("service", t.inbox.service, options.services.map((c) => ({ value: c.value, label: choiceLabel(options.services, c.value, lang) })))}
          {select("budget", t.inbox.budget, options.budgets.map((c) => ({ value: c.value, label: choiceLabel(options.budgets, c.value, lang) })))}
          {select("language", t.inbox.language, options.languages.map((l) => ({ value: l, label: languageName(lang, l) })))}
          {select("variant", t.inbox.variant, options.variants.map((v) => ({ value: v, label: (t.variants as Record<string, string>)[v] ?? v })))}
          {select(
            "assignee",
            t.inbox.assignee,
            [{ value: "me", label: t.inbox.me }, { value: "none", label: t.inbox.nobody }, ...users.map((u) => ({ value: u.id, label: u.name }))],
            t.inbox.anyone,
          )}
          {(["source", "campaign"] as const).map((key) => (
            <label key={`${key}-${filters[key]}`} className="space-y-1 text-sm font-semibold">
              <span className="block">{t.inbox[key]}</span>
              <input
                className={input}
                name={key}
                defaultValue={filters[key]}
                maxLength={inboxLimits.maxLength[key]}
                placeholder={key === "source" ? t.inbox.sourceHint : undefined}
                dir="auto"
                onBlur={(e) => e.target.value.trim() !== filters[key] && set(key, e.target.value.trim())}
                onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
              />
            </label>
          ))}
          <label className="space-y-1 text-sm font-semibold">
            <span className="block">{t.inbox.from}</span>
            <input className={input} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set("from", e.target.value)} />
          </label>
          <label className="space-y-1 text-sm font-semibold">
            <span className="block">{t.inbox.to}</span>
            <input className={input} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set("to", e.target.value)} />
          </label>
          <div className="flex items-end">
            <button type="button" className={`${quiet} w-full`} disabled={!hasFilters(filters)} onClick={() => change({ ...emptyFilters, status: asked.current.status })}>
              {t.inbox.clear}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
