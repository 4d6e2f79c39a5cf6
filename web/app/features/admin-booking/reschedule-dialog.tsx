import { useId, useRef, useState, type FormEvent } from "react";
import { call } from "~/features/admin-core/api";
import { fill } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { input, Notice, primary, secondary } from "~/features/admin-core/ui";
import { byDay, dayOf } from "./agenda";
import { freeSlots, reschedule, viewerZone } from "./booking-api";
import { dayHeading, timeRange } from "./meeting-format";
import { useMeetingErrorText } from "./problems";
import { useBookingTexts } from "./use-booking-texts";
import type { Meeting } from "~/features/admin-core/types";
import type { Slot } from "./types";

/** Reschedule: a button that opens the free times of the next 14 days (the
 * booking page's, in the viewer's zone), a day then a time; a time taken
 * meanwhile is refused with the fresh times in its place. */
export function Reschedule({ meeting, onMoved }: { meeting: Meeting; onMoved: () => void }) {
  const { bt, lang } = useBookingTexts();
  const g = bt.agenda;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const zone = viewerZone();
  const [slots, setSlots] = useState<Slot[]>();
  const [day, setDay] = useState("");
  const action = useAction<Meeting>();
  const errorText = useMeetingErrorText();
  const [loadError, setLoadError] = useState<string>();
  const days = byDay(slots ?? [], zone);
  const shown = days.find((d) => d.date === day) ?? days[0];
  const today = dayOf(new Date(), zone);

  const open = async () => {
    action.clear();
    dialog.current?.showModal();
    const result = await call(() => freeSlots());
    if (result.ok) {
      setSlots(result.data.slots);
      setDay(result.data.slots[0] ? dayOf(result.data.slots[0].start, zone) : "");
      setLoadError(undefined);
    } else setLoadError(errorText(result.error));
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const start = String(new FormData(e.currentTarget).get("start") ?? "");
    if (!start) return;
    const result = await action.run(() => reschedule(meeting.id, start));
    if (result.ok) {
      dialog.current?.close();
      onMoved();
    } else if (Array.isArray(result.error.body.slots)) setSlots(result.error.body.slots as Slot[]);
  };
  const refusal = errorText(action.error);

  return (
    <>
      <button type="button" className={secondary} onClick={() => void open()}>
        {g.reschedule}
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className="m-auto w-[min(34rem,calc(100%-2rem))] rounded-2xl p-6 shadow-float backdrop:bg-ink-950/60">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {fill(g.rescheduleTitle, { name: meeting.visitorName })}
        </h2>
        <p className="mt-2 text-sm text-ink-700">{fill(g.rescheduleIntro, { name: meeting.visitorName })}</p>
        <form method="dialog" className="mt-4 space-y-4" onSubmit={(e) => void submit(e)}>
          {refusal && <Notice tone="error">{refusal}</Notice>}
          {loadError && <Notice tone="error">{loadError}</Notice>}
          {slots && days.length === 0 && <p className="text-sm text-ink-700">{g.noSlots}</p>}
          {shown && (
            <>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-day`} className="block text-sm font-semibold">
                  {g.day}
                </label>
                <select id={`${id}-day`} className={input} value={shown.date} onChange={(e) => setDay(e.currentTarget.value)}>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {dayHeading(lang, d.date, today)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend className="mb-1.5 text-sm font-semibold">{g.time}</legend>
                <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
                  {shown.items.map((slot, i) => (
                    <label key={slot.start} className="relative">
                      <input type="radio" name="start" value={slot.start} defaultChecked={i === 0} className="peer sr-only" />
                      <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-ink-300 px-2 text-sm tabular-nums peer-checked:border-accent-600 peer-checked:bg-accent-600 peer-checked:font-semibold peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-cyan-400">
                        {timeRange(lang, slot.start, slot.end, zone)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <button type="button" className={secondary} onClick={() => dialog.current?.close()}>
              {g.close}
            </button>
            <button type="submit" className={primary} disabled={action.busy || !shown}>
              {g.move}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
