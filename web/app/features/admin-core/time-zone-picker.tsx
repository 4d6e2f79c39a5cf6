import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { fill, plural, useTexts } from "./texts";
import { input } from "./ui";
import { browserZones, matching, suggestedZone, zoneOptions } from "./time-zones";

/** TimeZonePicker: a search box that narrows a native select (keyboard,
 * screen readers and phones' own pickers work as they always do): the
 * likely cities first with their offsets, then every zone. When nobody
 * chose a zone yet, the browser's own is suggested. It submits as name
 * (`timeZone` unless told). */
export function TimeZonePicker({ label, current, isDefault, problem, name = "timeZone" }: { label: string; current: string; isDefault: boolean; problem?: string; name?: string }) {
  const { t, lang } = useTexts();
  const id = useId();
  const [suggestion] = useState(() => (isDefault ? suggestedZone(Intl.DateTimeFormat().resolvedOptions().timeZone, browserZones()) : undefined));
  const [chosen, setChosen] = useState(suggestion ?? current);
  const [query, setQuery] = useState("");
  const [now] = useState(() => new Date());
  const { likely, others } = useMemo(() => zoneOptions(lang, now, browserZones(), current), [lang, now, current]);
  const shownLikely = matching(likely, query);
  const shownOthers = matching(others, query);
  const count = shownLikely.length + shownOthers.length;
  const labelOf = (zone: string) => [...likely, ...others].find((o) => o.zone === zone)?.label ?? zone;

  const search = (value: string) => {
    setQuery(value);
    const found = [...matching(likely, value), ...matching(others, value)];
    if (found.length > 0 && !found.some((o) => o.zone === chosen)) setChosen(found[0]!.zone);
  };
  // Enter keeps the first match instead of submitting a half-typed search;
  // the down arrow goes on to the list.
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.preventDefault();
    if (e.key === "ArrowDown") {
      e.preventDefault();
      document.getElementById(`${id}-zone`)?.focus();
    }
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-ink-900">
          {t.zone.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={input}
          value={query}
          onChange={(e) => search(e.currentTarget.value)}
          onKeyDown={keys}
          aria-controls={`${id}-zone`}
          aria-describedby={`${id}-search-hint ${id}-count`}
          autoComplete="off"
          enterKeyHint="done"
        />
        <p id={`${id}-search-hint`} className="text-xs text-ink-700">
          {t.zone.searchHint}
        </p>
        <p id={`${id}-count`} className="text-xs text-ink-700" role="status" aria-live="polite">
          {query === "" ? "" : count === 0 ? t.zone.none : plural(lang, t.zone.matches, count)}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-zone`} className="block text-sm font-semibold text-ink-900">
          {label}
        </label>
        <select
          id={`${id}-zone`}
          name={name}
          className={input}
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          {count === 0 && <option value={chosen}>{labelOf(chosen)}</option>}
          {shownLikely.length > 0 && (
            <optgroup label={t.zone.likely}>
              {shownLikely.map((o) => (
                <option key={o.zone} value={o.zone}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
          {shownOthers.length > 0 && (
            <optgroup label={t.zone.all}>
              {shownOthers.map((o) => (
                <option key={o.zone} value={o.zone} dir="ltr">
                  {o.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        {problem && (
          <p id={`${id}-problem`} className="text-sm font-medium text-danger-700">
            {problem}
          </p>
        )}
      </div>
      {isDefault && suggestion && chosen === suggestion && (
        <p className="rounded-lg bg-accent-50 p-3 text-sm" data-testid="zone-suggestion">
          {fill(t.zone.suggested, { zone: labelOf(suggestion) })}
        </p>
      )}
    </div>
  );
}
