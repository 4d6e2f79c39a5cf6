import { useId, type ReactNode } from "react";
import { CloseIcon } from "~/features/admin-core/icons";
import { fill } from "~/features/admin-core/texts";
import { input, quiet } from "~/features/admin-core/ui";
import { canAdd, fieldOf, type HoursChange, type Where } from "./hours";
import { useBookingTexts } from "./use-booking-texts";
import type { Range } from "./types";

/* Two times, a dash and the remove button fit one line at 360 px. */
const timeInput = input.replace("w-full", "w-[7.5rem] sm:w-32").replace("px-3", "px-2");

/** DayRanges edits one day's ranges (a weekday or a date): each range's
 * start and end, removing it, adding another; each problem under its range.
 * With no range the day reads `empty` (unavailable, or a day off). */
export function DayRanges({
  label,
  where,
  ranges,
  empty,
  change,
  problem,
  actions,
}: {
  label: string;
  where: Where;
  ranges: Range[];
  empty: string;
  change: (c: HoursChange) => void;
  problem: (field: string) => string | undefined;
  actions?: ReactNode;
}) {
  const { bt } = useBookingTexts();
  const a = bt.availability;
  const id = useId();
  const field = fieldOf(where);
  const dayProblem = problem(field);
  return (
    <div role="group" aria-labelledby={`${id}-day`} className="grid gap-x-4 gap-y-2 border-t border-ink-100 py-3 first:border-t-0 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <p id={`${id}-day`} className="pt-2 text-sm font-semibold text-ink-900">
        {label}
      </p>
      <div className="min-w-0 space-y-2">
        {ranges.length === 0 && <p className="pt-2 text-sm text-ink-500">{empty}</p>}
        {ranges.map((range, index) => {
          const at = `${field}.${index}`;
          const problems = [problem(`${at}.from`), problem(`${at}.to`), problem(at)].filter(Boolean);
          const problemId = `${id}-${index}-problem`;
          const time = (key: keyof Range) => (
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only sm:not-sr-only sm:text-ink-700">{key === "from" ? a.from : a.to}</span>
              <input
                type="time"
                step={300}
                required
                className={timeInput}
                value={range[key]}
                onChange={(e) => change({ type: "set", where, index, field: key, value: e.currentTarget.value })}
                aria-invalid={problem(`${at}.${key}`) || problem(at) ? true : undefined}
                aria-describedby={problems.length ? problemId : undefined}
              />
            </label>
          );
          return (
            <div key={index} role="group" aria-label={fill(a.rangeOf, { day: label, n: index + 1 })}>
              <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
                {time("from")}
                <span aria-hidden="true" className="text-ink-400">
                  –
                </span>
                {time("to")}
                <button type="button" className={`${quiet} size-11 px-0`} onClick={() => change({ type: "remove", where, index })}>
                  <CloseIcon className="size-4" />
                  <span className="sr-only">{fill(a.removeRange, { from: range.from, to: range.to, day: label })}</span>
                </button>
              </div>
              {problems.length > 0 && (
                <p id={problemId} className="mt-1 text-sm font-medium text-danger-700">
                  {problems.join(" ")}
                </p>
              )}
            </div>
          );
        })}
        {dayProblem && <p className="text-sm font-medium text-danger-700">{dayProblem}</p>}
        <div className="flex flex-wrap gap-2">
          {canAdd(ranges) && (
            <button type="button" className={`${quiet} min-h-11 text-accent-600`} onClick={() => change({ type: "add", where })} aria-label={fill(a.addHoursTo, { day: label })}>
              <span aria-hidden="true">+</span> {a.addHours}
            </button>
          )}
          {actions}
        </div>
      </div>
    </div>
  );
}
