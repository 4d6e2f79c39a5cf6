import { useId, useState, type ReactNode } from "react";
import { locales } from "~/lib/intl-format";
import { fill } from "~/features/admin-core/texts";
import { input, quiet, secondary } from "~/features/admin-core/ui";
import { DayRanges } from "./day-ranges";
import { capitalized, dateName, weekdayName } from "./day-names";
import { datesInOrder, rangesAt, weekdayOrder, workdays, type Hours, type HoursChange, type Where } from "./hours";
import { useBookingTexts } from "./use-booking-texts";

interface EditorProps {
  hours: Hours;
  change: (c: HoursChange) => void;
  problem: (field: string) => string | undefined;
}

/** HoursEditor: a member's weekly hours, from the language's first day of
 * the week, then the dates with other hours or off. */
export function HoursEditor(editor: EditorProps) {
  const { hours, change } = editor;
  const { bt, lang } = useBookingTexts();
  const a = bt.availability;
  const id = useId();
  const order = weekdayOrder(locales[lang]);
  const working = workdays(locales[lang]);
  const firstWorkday = working[0];
  const [date, setDate] = useState("");
  const addDate = () => {
    if (!date) return;
    change({ type: "addDate", date });
    setDate("");
  };
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-base font-bold text-ink-900">{a.weekly}</legend>
        <p className="mb-2 text-sm text-ink-700">{a.weeklyHint}</p>
        {order.map((day) => (
          <DayRow
            key={day}
            where={{ weekday: day }}
            editor={editor}
            actions={
              day === firstWorkday &&
              rangesAt(hours, { weekday: day }).length > 0 && (
                <button type="button" className={`${quiet} min-h-11`} onClick={() => change({ type: "copy", from: day, to: working.filter((d) => d !== day) })}>
                  {fill(a.copyToWorkdays, { day: weekdayName(lang, day) })}
                </button>
              )
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="text-base font-bold text-ink-900">{a.dates}</legend>
        <p className="mb-2 text-sm text-ink-700">{a.datesHint}</p>
        {datesInOrder(hours).length === 0 && <p className="py-2 text-sm text-ink-500">{a.noDates}</p>}
        {datesInOrder(hours).map((d) => (
          <DayRow
            key={d}
            where={{ date: d }}
            editor={editor}
            actions={
              <button type="button" className={`${quiet} min-h-11 text-danger-700 hover:bg-danger-50`} onClick={() => change({ type: "removeDate", date: d })}>
                {fill(a.removeDate, { date: dateName(lang, d, false) })}
              </button>
            }
          />
        ))}
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-ink-900">
              {a.date}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className={`${input} w-44`}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault(); // adds the date instead of saving the form
                  addDate();
                }
              }}
            />
          </div>
          <button type="button" className={`${secondary} min-h-11`} onClick={addDate} disabled={!date}>
            {a.addDate}
          </button>
        </div>
      </fieldset>
    </div>
  );
}

/** DayRow is one day of the editor, a weekday or a date: its name, its
 * ranges (none reads unavailable on a weekday, a day off on a date) and
 * the day's own action. */
function DayRow({ where, editor, actions }: { where: Where; editor: EditorProps; actions: ReactNode }) {
  const { bt, lang } = useBookingTexts();
  const a = bt.availability;
  const weekly = "weekday" in where;
  return (
    <DayRanges
      label={capitalized(lang, weekly ? weekdayName(lang, where.weekday) : dateName(lang, where.date))}
      where={where}
      ranges={rangesAt(editor.hours, where)}
      empty={weekly ? a.unavailable : a.dayOff}
      change={editor.change}
      problem={editor.problem}
      actions={actions}
    />
  );
}
