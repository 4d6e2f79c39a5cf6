import { useEffect, useId, useRef, useState } from "react";
import { api, call } from "~/features/admin-core/api";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { formatDateTime } from "~/features/admin-core/format";
import { plural } from "~/features/admin-core/texts";
import { input, quiet, useErrorText } from "~/features/admin-core/ui";
import { zonedInstant, zonedNow } from "./pages";
import { usePendingTexts } from "./pending-texts";
import type { PublishMessage, PublishState } from "./progress";
import { usePublishingTexts } from "./publishing-texts";

/** When a publish happens: now, or at a wall-clock time of the site's
 * time zone. */
export interface When {
  later: boolean;
  date: string;
  time: string;
}

/** useSiteTimeZone is the site's time zone (Settings), UTC until known. */
export function useSiteTimeZone(): string {
  const [zone, setZone] = useState("UTC");
  useEffect(() => {
    let stop = false;
    void call(() => api<{ timeZone?: string }>("/api/admin/settings")).then((r) => {
      if (!stop && r.ok && r.data.timeZone) setZone(r.data.timeZone);
    });
    return () => {
      stop = true;
    };
  }, []);
  return zone;
}

/** nextHour is the next full hour on the zone's clock: where "Later" starts. */
export function nextHour(zone: string, now = Date.now()): When {
  const { date, time } = zonedNow(now + 3600_000, zone);
  return { later: false, date, time: `${time.slice(0, 2)}:00` };
}

/** instantOf is the RFC 3339 instant a schedule sends, null for "now";
 * "past" when the time is not in the future. */
export function instantOf(when: When, zone: string, now = Date.now()): string | null | "past" {
  if (!when.later) return null;
  const at = zonedInstant(when.date, when.time, zone);
  return at === null || Date.parse(at) <= now ? "past" : at;
}

/** WhenFields: "Now" or "Later" with a date and a time, in the publish
 * dialog. */
export function WhenFields({ when, zone, problem, onChange }: { when: When; zone: string; problem?: string; onChange: (w: When) => void }) {
  const { pt } = usePublishingTexts();
  const id = useId();
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">{pt.when}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name={`${id}-when`} checked={!when.later} onChange={() => onChange({ ...when, later: false })} />
          {pt.now}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name={`${id}-when`} checked={when.later} onChange={() => onChange({ ...when, later: true })} />
          {pt.later}
        </label>
      </div>
      {when.later && (
        <div className="mt-2 space-y-1">
          <div className="flex flex-wrap gap-3">
            <label className="block text-sm">
              <span className="font-semibold">{pt.date}</span>
              <input
                type="date"
                dir="ltr"
                className={`${input} mt-1 w-44`}
                value={when.date}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-zone${problem ? ` ${id}-problem` : ""}`}
                onChange={(e) => onChange({ ...when, date: e.target.value })}
              />
            </label>
            <label className="block text-sm">
              <span className="font-semibold">{pt.time}</span>
              <input
                type="time"
                dir="ltr"
                step={60}
                className={`${input} mt-1 w-32`}
                value={when.time}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-zone${problem ? ` ${id}-problem` : ""}`}
                onChange={(e) => onChange({ ...when, time: e.target.value })}
              />
            </label>
          </div>
          <p id={`${id}-zone`} className="text-xs text-ink-600">
            {pt.zone.replace("{zone}", zone)}
          </p>
          {problem && (
            <p id={`${id}-problem`} className="text-sm font-semibold text-danger-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** ScheduledList lists the scheduled publishes, each with how many
 * changes it holds and a Cancel (owners and editors); it reads them again
 * whenever `version` changes. */
export function ScheduledList({ version, zone, onCancelled }: { version: number; zone: string; onCancelled: (m: PublishMessage) => void }) {
  const { pt, lang } = usePublishingTexts();
  const { qt } = usePendingTexts();
  const errorText = useErrorText();
  const [items, setItems] = useState<NonNullable<PublishState["scheduled"]>>([]);
  const [reload, setReload] = useState(0);
  const [cancelling, setCancelling] = useState<{ id: number; at: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    let stop = false;
    void call(() => api<PublishState>("/api/admin/content/publish")).then((r) => {
      if (!stop && r.ok) setItems(r.data.scheduled ?? []);
    });
    return () => {
      stop = true;
    };
  }, [version, reload]);

  if (items.length === 0) return null;
  const when = (at: string) => formatDateTime(lang, at, zone);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-ink-100 bg-white p-3 text-sm">
      <h2 id={titleId} className="font-semibold">
        {pt.scheduledTitle}
      </h2>
      <ul className="mt-1 divide-y divide-ink-100">
        {items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-3 py-1">
            <span className="min-w-0">
              <span className="block font-semibold">{when(s.at)}</span>
              <span className="block text-xs text-ink-600" dir="auto">
                {[s.summary || pt.noSummary, s.items && plural(lang, qt.changesCount, s.items.length), pt.scheduledBy.replace("{name}", s.by)].filter(Boolean).join(" · ")}
              </span>
            </span>
            <button
              type="button"
              className={quiet}
              onClick={() => {
                setCancelling({ id: s.id, at: s.at });
                dialog.current?.showModal();
              }}
            >
              {pt.cancelSchedule}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        ref={dialog}
        title={pt.cancelScheduleTitle.replace("{when}", cancelling ? when(cancelling.at) : "")}
        body={pt.cancelScheduleBody}
        cancel={pt.keep}
        confirm={pt.cancelSchedule}
        busy={busy}
        onConfirm={async (close) => {
          if (!cancelling) return;
          setBusy(true);
          const r = await call(() => api(`/api/admin/content/publish/scheduled/${cancelling.id}`, "DELETE"));
          setBusy(false);
          close();
          setReload((n) => n + 1);
          onCancelled(r.ok ? { tone: "success", text: pt.cancelled } : { tone: "error", text: errorText(r.error) ?? "" });
        }}
      />
    </section>
  );
}
