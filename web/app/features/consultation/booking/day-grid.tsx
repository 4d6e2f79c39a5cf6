import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/config/site";
import { calendarCells, firstDayOfWeek, weekdayNames, type Day, type Formats } from "./calendar";
import { nextIndex } from "./roving";

interface Props {
  lang: Language;
  days: readonly Day[];
  formats: Formats;
  /** The chosen date ("YYYY-MM-DD"), or null. */
  chosen: string | null;
  onChoose: (date: string) => void;
  labelledBy: string;
}

const tableClass = "w-full table-fixed border-separate border-spacing-1";
const headClass = "pb-1 text-xs font-semibold text-ink-600";
const cellClass = "h-12 rounded-xl";

/** DayGrid is the calendar of the visitor's days from the first free one
 * to the last, in weeks starting on the language's first day: a grid with
 * one tab stop, moved by the arrow keys (a week with Up and Down, right to
 * left in Arabic), Home and End; Enter or Space chooses. Every date is
 * read out in full with its number of free times. */
export function DayGrid({ lang, days, formats, chosen, onChoose, labelledBy }: Props) {
  const { t, i18n } = useTranslation();
  const weekStart = firstDayOfWeek(lang);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const cells = first && last ? calendarCells(first, last, weekStart) : [];
  const free = new Map(days.map((d) => [d.date, d.slots.length]));
  const refs = useRef<(HTMLTableCellElement | null)[]>([]);
  const current = Math.max(0, cells.indexOf(chosen ?? first ?? null));
  const rtl = i18n.dir(lang) === "rtl";

  const onKeyDown = (e: React.KeyboardEvent, index: number, date: string) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (free.has(date)) onChoose(date);
      return;
    }
    const next = nextIndex(index, e.key, { count: cells.length, columns: 7, rtl, focusable: (i) => cells[i] !== null });
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
  };

  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <table role="grid" aria-labelledby={labelledBy} className={tableClass}>
      <thead>
        <tr>
          {weekdayNames(lang, weekStart).map((name) => (
            <th key={name.long} scope="col" abbr={name.long} className={headClass}>
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              const index = w * 7 + d;
              if (date === null) return <td key={index} />;
              const count = free.get(date) ?? 0;
              const isChosen = date === chosen;
              const showMonth = date === first || date.endsWith("-01");
              return (
                <td
                  key={date}
                  ref={(el) => {
                    refs.current[index] = el;
                  }}
                  role="gridcell"
                  tabIndex={index === current ? 0 : -1}
                  aria-selected={isChosen}
                  aria-disabled={count === 0 || undefined}
                  aria-label={count ? t("booking.picker.dayFree", { date: formats.fullDate(date), count }) : t("booking.picker.dayFull", { date: formats.fullDate(date) })}
                  onClick={() => count && onChoose(date)}
                  onKeyDown={(e) => onKeyDown(e, index, date)}
                  className={
                    `${cellClass} text-center align-middle outline-none select-none focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:ring-offset-1 ` +
                    (isChosen
                      ? "bg-accent-600 font-bold text-white"
                      : count
                        ? "cursor-pointer bg-accent-50 font-semibold text-ink-900 hover:ring-1 hover:ring-accent-500"
                        : "text-ink-400")
                  }
                >
                  <span aria-hidden="true" className="block leading-tight">
                    {showMonth && <span className="block text-[0.65rem] font-medium uppercase">{formats.monthShort(date)}</span>}
                    {formats.dayNumber(date)}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The weeks the skeleton shows: a window of 30 days (the default) spans five or six. */
const SKELETON_WEEKS = 5;

/** DayGridSkeleton is the grid's place while the days load, at its size:
 * the same table, its cells empty. */
export function DayGridSkeleton() {
  const week = (cell: (day: number) => React.ReactNode) => Array.from({ length: 7 }, (_, day) => cell(day));
  return (
    <table role="presentation" className={tableClass}>
      <thead>
        <tr>{week((day) => <th key={day} className={headClass}>&nbsp;</th>)}</tr>
      </thead>
      <tbody>
        {Array.from({ length: SKELETON_WEEKS }, (_, w) => (
          <tr key={w}>{week((day) => <td key={day} className={`${cellClass} bg-ink-50`} />)}</tr>
        ))}
      </tbody>
    </table>
  );
}
