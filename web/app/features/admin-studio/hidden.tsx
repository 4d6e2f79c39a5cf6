import { useId } from "react";
import { labelled } from "~/features/admin-core/format";
import { isObj } from "./model";
import { useStudioTexts } from "./texts";

/** isHidden: whether a list item is hidden from the public site. */
export function isHidden(item: unknown): boolean {
  return isObj(item) && item.hidden === true;
}

/** withHidden: the item hidden, or shown again (no "hidden" field: the
 * server and the public side read an absent field as shown). */
export function withHidden(item: unknown, hidden: boolean): unknown {
  if (!isObj(item)) return item;
  const { hidden: _, ...rest } = item;
  return hidden ? { ...rest, hidden: true } : rest;
}

/** canHide: hiding one more item of a list leaves at least its min shown
 * (the server refuses it otherwise, as it refuses deleting). */
export function canHide(items: unknown[], min: number | undefined): boolean {
  return items.filter((i) => !isHidden(i)).length > (min ?? 0);
}

/**
 * HiddenSwitch: "Hidden from the site", a switch (role="switch") with its
 * label and what it means beside it. `name` says which item, for a screen
 * reader on a list of them. Off and disabled when hiding would leave the
 * list too short.
 */
export function HiddenSwitch({ hidden, onChange, disabled, name }: { hidden: boolean; onChange: (hidden: boolean) => void; disabled?: boolean; name?: string }) {
  const { st, lang } = useStudioTexts();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={hidden}
        aria-label={name ? labelled(lang, st.hiddenLabel, name) : undefined}
        aria-describedby={disabled && !hidden ? `${id}-why` : undefined}
        disabled={disabled && !hidden}
        onClick={() => onChange(!hidden)}
        // 44 pixels high on a phone (a finger's target), the track inside.
        className="group inline-flex h-11 shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-50 sm:h-6"
      >
        <span className="inline-flex h-6 w-11 items-center rounded-full bg-ink-100 p-0.5 ring-1 ring-ink-400 ring-inset transition-colors group-aria-checked:bg-accent-600 group-aria-checked:ring-accent-600">
          <span className="size-5 rounded-full bg-ink-400 shadow-sm transition-transform group-aria-checked:bg-white group-aria-checked:translate-x-5 rtl:group-aria-checked:-translate-x-5" />
        </span>
      </button>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {st.hiddenLabel}
      </label>
      {disabled && !hidden && (
        <span id={`${id}-why`} className="sr-only">
          {st.hiddenTooFew}
        </span>
      )}
    </div>
  );
}

/** HiddenBadge: says in a list that an item is hidden. */
export function HiddenBadge() {
  const { st } = useStudioTexts();
  return <span className="inline-flex items-center rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-inset ring-ink-300">{st.hidden}</span>;
}
