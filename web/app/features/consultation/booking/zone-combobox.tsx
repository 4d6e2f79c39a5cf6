import { ChevronDown } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../form-controls";
import { searchZones, zoneName, zoneOffset } from "./zones";

interface Props {
  /** The input's id, which error links point at. */
  inputId: string;
  zones: readonly string[];
  value: string;
  locale: string;
  onChange: (zone: string) => void;
  /** Until the zones are known (the picker's skeleton). */
  disabled?: boolean;
}

/** ZoneCombobox is the searchable list of time zones (WAI-ARIA combobox
 * with a list box): typing filters, Up and Down move through the matches,
 * Enter chooses, Escape puts the chosen zone back. */
export function ZoneCombobox({ inputId, zones, value, locale, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (open ? searchZones(zones, query) : []), [zones, query, open]);
  const now = useMemo(() => new Date(), []);
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (zone: string | undefined) => {
    if (zone) onChange(zone);
    setQuery(null);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open) setQuery("");
        else setActive((a) => Math.min(a + 1, matches.length - 1));
        return;
      case "ArrowUp":
        e.preventDefault();
        setActive((a) => Math.max(a - 1, 0));
        return;
      case "Enter":
        if (!open) return;
        e.preventDefault();
        choose(matches[active]);
        return;
      case "Escape":
        if (open) e.preventDefault();
        setQuery(null);
        return;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="block font-semibold text-ink-900">
        {t("booking.zone.label")}
      </label>
      <div className="relative mt-2">
        <input
          id={inputId}
          type="text"
          role="combobox"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && matches.length ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={open ? query : zoneName(value)}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onFocus={(e) => e.target.select()}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          className={`${inputClass} pe-11 rtl:text-end`}
        />
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-4 top-1/2 size-5 -translate-y-1/2 text-ink-600" />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t("booking.zone.label")}
          hidden={!open || matches.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-ink-300 bg-white py-1 shadow-card"
        >
          {matches.map((zone, i) => (
            <li
              key={zone}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(zone);
              }}
              ref={(el) => {
                if (i === active) el?.scrollIntoView({ block: "nearest" });
              }}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-ink-900 aria-selected:bg-accent-50"
            >
              <bdi dir="ltr">{zoneName(zone)}</bdi>
              <span className="text-sm text-ink-600 tabular-nums">{zoneOffset(zone, locale, now)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600" aria-live="polite">
        {open && matches.length === 0 ? t("booking.zone.none", { query }) : t("booking.zone.search")}
      </p>
    </div>
  );
}
