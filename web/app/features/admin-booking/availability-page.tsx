import type { FormEvent } from "react";
import { usePageTitle } from "~/features/admin-core/shell";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, Section, TextInput, useErrorText } from "~/features/admin-core/ui";
import { TimeZonePicker } from "~/features/admin-core/time-zone-picker";
import { saveSettings } from "./booking-api";
import { HostForm } from "./host-form";
import { useBookingProblem } from "./problems";
import { useBookingTexts } from "./use-booking-texts";
import type { Availability, Host, Settings } from "./types";

/** AvailabilityPage: the team's rules of meetings, then each member's hours. */
export function AvailabilityPage({ data }: { data: Availability }) {
  const { bt } = useBookingTexts();
  const a = bt.availability;
  usePageTitle(a.title);
  const hostOf = (member: { id: string; name: string }): Host =>
    data.hosts.find((h) => h.id === member.id) ?? { ...member, zone: data.settings.agencyZone, takesMeetings: false, weekly: [], dates: {}, videoLink: "", phone: "" };
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{a.title}</h1>
        <p className="mt-1 max-w-prose text-sm text-ink-700">{a.intro}</p>
      </div>
      <SettingsForm settings={data.settings} />
      <div className="space-y-1 pt-2">
        <h2 className="text-xl font-bold">{a.members}</h2>
        <p className="max-w-prose text-sm text-ink-700">{a.membersIntro}</p>
      </div>
      {data.members.length === 0 && <p className="text-sm text-ink-500">{a.noMembers}</p>}
      {data.members.map((m) => (
        <HostForm key={m.id} host={hostOf(m)} />
      ))}
    </div>
  );
}

const numbers = ["meetingMinutes", "bufferBeforeMinutes", "bufferAfterMinutes", "noticeMinutes", "windowDays", "dailyCap", "cutoffMinutes"] as const;

function SettingsForm({ settings }: { settings: Settings }) {
  const { bt } = useBookingTexts();
  const a = bt.availability;
  const action = useAction<Settings>();
  const errorText = useErrorText();
  const problem = useBookingProblem(action.error?.problems);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const values = Object.fromEntries(numbers.map((name) => [name, Number(form.get(name))])) as Record<(typeof numbers)[number], number>;
    void action.run(() => saveSettings({ ...values, agencyZone: String(form.get("agencyZone")) }));
  };
  const number = (name: (typeof numbers)[number], label: string, hint: string | undefined, min: number, max: number, step = 1) => (
    <TextInput label={label} hint={hint} name={name} type="number" inputMode="numeric" min={min} max={max} step={step} defaultValue={settings[name]} problem={problem(name)} />
  );
  return (
    <Section title={a.rules}>
      <form method="post" noValidate className="space-y-5" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          {number("meetingMinutes", a.meetingMinutes, a.meetingHint, 5, 480, 5)}
          {number("windowDays", a.window, a.windowHint, 1, 365)}
          {number("bufferBeforeMinutes", a.bufferBefore, undefined, 0, 240, 5)}
          {number("bufferAfterMinutes", a.bufferAfter, undefined, 0, 240, 5)}
          {number("noticeMinutes", a.notice, a.noticeHint, 0, 43_200)}
          {number("dailyCap", a.dailyCap, a.dailyCapHint, 0, 50)}
          {number("cutoffMinutes", a.cutoff, a.cutoffHint, 0, 10_080)}
        </div>
        <TimeZonePicker label={a.agencyZone} name="agencyZone" current={settings.agencyZone} isDefault={false} problem={problem("agencyZone")} />
        <p className="-mt-2 text-sm text-ink-700">{a.agencyZoneHint}</p>
        {action.ok && <Notice tone="success">{a.saved}</Notice>}
        {action.error && <Notice tone="error">{action.error.status === 422 ? a.fix : errorText(action.error)}</Notice>}
        <button type="submit" className={primary} disabled={action.busy}>
          {a.save}
        </button>
      </form>
    </Section>
  );
}
