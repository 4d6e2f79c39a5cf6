import { useId, useReducer, type FormEvent } from "react";
import { fill } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { card, Notice, primary, TextInput, useErrorText } from "~/features/admin-core/ui";
import { TimeZonePicker } from "~/features/admin-core/time-zone-picker";
import { saveHost } from "./booking-api";
import { changeHours, hoursOf, wireHours } from "./hours";
import { HoursEditor } from "./hours-editor";
import { useBookingProblem } from "./problems";
import { useBookingTexts } from "./use-booking-texts";
import type { Host } from "./types";

/** HostForm: one member's availability — whether they take meetings, their
 * time zone, weekly hours, dates apart, and how visitors meet them. */
export function HostForm({ host }: { host: Host }) {
  const { bt } = useBookingTexts();
  const a = bt.availability;
  const headingId = useId();
  const [hours, change] = useReducer(changeHours, host, hoursOf);
  const action = useAction<Host>();
  const errorText = useErrorText();
  const problem = useBookingProblem(action.error?.problems);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    void action.run(() =>
      saveHost({ ...host, ...wireHours(hours), takesMeetings: form.get("takesMeetings") === "on", zone: text("zone"), videoLink: text("videoLink"), phone: text("phone") }),
    );
  };
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink-900">
          {host.name}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${host.takesMeetings ? "bg-success-50 text-success-700 ring-success-700/30" : "bg-ink-100 text-ink-700 ring-ink-300"}`}>
          {host.takesMeetings ? a.takesMeetings : a.notTaking}
        </span>
      </div>
      <form method="post" noValidate className="space-y-6" onSubmit={submit}>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="takesMeetings" defaultChecked={host.takesMeetings} className="size-5 accent-accent-600" />
          <span className="font-semibold">{a.takesMeetings}</span>
        </label>
        <TimeZonePicker label={a.zone} name="zone" current={host.zone} isDefault={false} problem={problem("zone")} />
        <HoursEditor hours={hours} change={change} problem={problem} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={a.videoLink} hint={a.videoLinkHint} name="videoLink" type="url" inputMode="url" dir="ltr" defaultValue={host.videoLink} problem={problem("videoLink")} />
          <TextInput label={a.phone} hint={a.phoneHint} name="phone" type="tel" autoComplete="off" dir="ltr" defaultValue={host.phone} problem={problem("phone")} />
        </div>
        {action.ok && <Notice tone="success">{a.saved}</Notice>}
        {action.error && <Notice tone="error">{action.error.status === 422 ? a.fix : errorText(action.error)}</Notice>}
        <button type="submit" className={primary} disabled={action.busy}>
          {fill(a.saveMember, { name: host.name })}
        </button>
      </form>
    </section>
  );
}
