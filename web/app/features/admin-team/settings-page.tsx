import type { ClientLoaderFunctionArgs } from "react-router";
import { SetupNotices } from "~/features/admin-core/setup-notices";
import { api, signedInOnly } from "~/features/admin-core/api";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, Section, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { TimeZonePicker } from "~/features/admin-core/time-zone-picker";

interface Settings {
  twoFactorRequired: boolean;
  /** The site's time zone (an IANA name): the analytics group days in it. */
  timeZone?: string;
  /** Nobody chose the time zone yet: UTC stands in. */
  timeZoneDefault?: boolean;
}

export async function settingsLoader({ request }: ClientLoaderFunctionArgs) {
  return api<Settings>("/api/admin/settings", "GET", undefined, request.signal).catch((err: unknown) => signedInOnly(err, request));
}

/** SettingsPage: the team's rules, for owners. */
export function SettingsPage({ settings }: { settings: Settings }) {
  const { t } = useTexts();
  usePageTitle(t.settings.title);
  const action = useAction();
  const zoneAction = useAction();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const zone = settings.timeZone ?? "UTC";
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold">{t.settings.title}</h1>
      <SetupNotices />
      <Section title={t.account.twoFactor}>
        <form
          method="post"
          className="space-y-4"
          onSubmit={action.onSubmit((form) => api("/api/admin/settings", "PATCH", { twoFactorRequired: form.get("twoFactorRequired") === "on" }))}
        >
          <label className="flex items-start gap-3">
            <input type="checkbox" name="twoFactorRequired" defaultChecked={settings.twoFactorRequired} className="mt-1 size-5 accent-accent-600" aria-describedby="require-hint" />
            <span>
              <span className="block font-semibold">{t.settings.require2fa}</span>
              <span id="require-hint" className="block text-sm text-ink-700">
                {t.settings.require2faHint}
              </span>
            </span>
          </label>
          {action.ok && <Notice tone="success">{t.settings.saved}</Notice>}
          {action.error && <Notice tone="error">{errorText(action.error)}</Notice>}
          <button type="submit" className={primary} disabled={action.busy}>
            {t.settings.save}
          </button>
        </form>
      </Section>
      <Section title={t.settings.timeZone}>
        <form method="post" className="space-y-4" onSubmit={zoneAction.onSubmit((form) => api("/api/admin/settings", "PATCH", { timeZone: String(form.get("timeZone")) }))}>
          <TimeZonePicker label={t.settings.timeZone} current={zone} isDefault={settings.timeZoneDefault ?? false} problem={problemText(zoneAction.error?.problems.timeZone)} />
          <p className="text-sm text-ink-700">{t.settings.timeZoneHint}</p>
          {zoneAction.ok && <Notice tone="success">{t.settings.saved}</Notice>}
          {zoneAction.error && zoneAction.error.status !== 422 && <Notice tone="error">{errorText(zoneAction.error)}</Notice>}
          <button type="submit" className={primary} disabled={zoneAction.busy}>
            {t.settings.save}
          </button>
        </form>
      </Section>
    </div>
  );
}
