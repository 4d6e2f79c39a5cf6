import { api } from "~/features/admin-core/api";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, Section, Select, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { hourLabel, useReportTexts, weekdayNames, zoneChoices, type ReportPreference } from "./report";

/** ReportPreferenceForm: whether, on which weekday, at what hour and in which time zone the member gets the weekly report. */
export function ReportPreferenceForm({ preference }: { preference: ReportPreference }) {
  const { lang } = useTexts();
  const t = useReportTexts();
  const action = useAction();
  const problemText = useProblemText();
  const errorText = useErrorText();
  const problem = (field: string) => problemText(action.error?.problems[field]);
  const send = (form: FormData) =>
    api<ReportPreference>("/api/admin/me/report", "PUT", {
      enabled: form.get("enabled") === "on",
      weekday: Number(form.get("weekday")),
      hour: Number(form.get("hour")),
      timeZone: String(form.get("timeZone")),
    });
  return (
    <Section title={t.title}>
      <p className="mb-4 text-sm text-ink-700">{t.intro}</p>
      <form method="post" noValidate className="space-y-4" onSubmit={action.onSubmit(send)}>
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" name="enabled" defaultChecked={preference.enabled} className="size-4" />
          {t.enabled}
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select label={t.weekday} name="weekday" defaultValue={preference.weekday} problem={problem("weekday")}>
            {weekdayNames(lang).map((name, day) => (
              <option key={day} value={day}>
                {name}
              </option>
            ))}
          </Select>
          <Select label={t.hour} name="hour" defaultValue={preference.hour} problem={problem("hour")}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {hourLabel(lang, h)}
              </option>
            ))}
          </Select>
          <Select label={t.timeZone} name="timeZone" defaultValue={preference.timeZone} problem={problem("timeZone")} dir="ltr">
            {zoneChoices(preference.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </div>
        {action.ok && <Notice tone="success">{t.saved}</Notice>}
        {action.error && action.error.status !== 422 && <Notice tone="error">{errorText(action.error)}</Notice>}
        <button type="submit" className={primary} disabled={action.busy}>
          {t.save}
        </button>
      </form>
    </Section>
  );
}
