import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Slot, Formats } from "./calendar";
import { nextIndex } from "./roving";

interface Props {
  date: string;
  slots: readonly Slot[];
  formats: Formats;
  /** The chosen slot's start, or null. */
  chosen: string | null;
  onChoose: (slot: Slot) => void;
}

/** SlotList is a day's free times as a radio group: one tab stop, the
 * arrow keys (reversed right to left), Home and End move and choose, as
 * in any radio group; each time is read out with its full date. */
export function SlotList({ date, slots, formats, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(0, slots.findIndex((s) => s.start === chosen));
  const rtl = i18n.dir() === "rtl";
  const titleId = `booking-times-${date}`;

  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const next = nextIndex(index, e.key, { count: slots.length, rtl });
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    const slot = slots[next];
    if (slot) onChoose(slot);
  };

  return (
    <div>
      <h3 id={titleId} className="font-semibold text-ink-900">
        {t("booking.picker.times", { date: formats.fullDate(date) })}
      </h3>
      <div role="radiogroup" aria-labelledby={titleId} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
        {slots.map((slot, index) => {
          const isChosen = slot.start === chosen;
          return (
            <button
              key={slot.start}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={isChosen}
              aria-label={t("booking.picker.slot", { date: formats.fullDate(date), time: formats.time(slot.start), end: formats.time(slot.end) })}
              tabIndex={index === current ? 0 : -1}
              onClick={() => onChoose(slot)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={
                "min-h-11 rounded-xl border px-2 py-2.5 text-center font-semibold whitespace-nowrap tabular-nums transition-colors " +
                (isChosen ? "border-accent-600 bg-accent-600 text-white" : "border-ink-300 bg-white text-ink-900 hover:border-accent-500")
              }
            >
              <bdi>{formats.time(slot.start)}</bdi>
            </button>
          );
        })}
      </div>
    </div>
  );
}
