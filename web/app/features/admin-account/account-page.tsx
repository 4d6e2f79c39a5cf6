import { useNavigate } from "react-router";
import type { ReactNode } from "react";
import { api } from "~/features/admin-core/api";
import { formatAgo, formatDateTime } from "~/features/admin-core/format";
import { limits } from "~/features/admin-core/limits";
import { useMe } from "~/features/admin-core/me";
import { UsernameField } from "./username-field";
import { usePageTitle } from "~/features/admin-core/shell";
import { adminLanguages, languageNames, useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, PasswordInput, primary, quiet, Section, Select, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import type { Passkey, Session } from "./account-actions";
import { deviceName } from "./device";
import { Passkeys } from "./passkeys";
import type { ReportPreference } from "./report";
import { ReportPreferenceForm } from "./report-preference";
import { TwoFactor } from "./two-factor";

/** AccountPage: the signed-in user's name and language, password, sessions, passkeys, two-factor sign-in and weekly report. */
export function AccountPage({ sessions, passkeys, report }: { sessions: Session[]; passkeys: Passkey[]; report: ReportPreference }) {
  const { t } = useTexts();
  const me = useMe();
  usePageTitle(t.account.title);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold">{t.account.title}</h1>
      {me.totpSetupRequired && <Notice tone="info">{t.account.requiredNotice}</Notice>}
      <Passkeys me={me} passkeys={passkeys} />
      <TwoFactor me={me} />
      <Profile me={me} />
      <ReportPreferenceForm preference={report} />
      <Password />
      <Sessions sessions={sessions} />
    </div>
  );
}

/** ActionForm is a section holding one form sent to the API: its fields
 * (given the problem text of a field), the outcome, and the submit button. */
function ActionForm({ title, send, done, submit, children }: {
  title: string;
  send: (form: FormData) => Promise<unknown>;
  done: string;
  submit: string;
  children: (problem: (field: string) => string | undefined) => ReactNode;
}) {
  const action = useAction();
  const problemText = useProblemText();
  const errorText = useErrorText();
  const error = action.error;
  return (
    <Section title={title}>
      <form method="post" noValidate className="space-y-4" onSubmit={action.onSubmit(send)}>
        {children((field) => problemText(error?.problems[field]))}
        {action.ok && <Notice tone="success">{done}</Notice>}
        {error && error.status !== 422 && <Notice tone="error">{errorText(error)}</Notice>}
        <button type="submit" className={primary} disabled={action.busy}>
          {submit}
        </button>
      </form>
    </Section>
  );
}

function Profile({ me }: { me: Me }) {
  const { t } = useTexts();
  return (
    <ActionForm
      title={t.account.profile}
      send={(form) => api("/api/admin/me", "PATCH", { name: String(form.get("name") ?? "").trim(), language: String(form.get("language")) })}
      done={t.account.saved}
      submit={t.account.save}
    >
      {(problem) => (
        <>
          <TextInput label={t.account.name} name="name" defaultValue={me.name} required maxLength={limits.userNameMax} autoComplete="name" problem={problem("name")} />
          <Select label={t.account.language} name="language" defaultValue={me.language}>
            {adminLanguages.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageNames[l]}
              </option>
            ))}
          </Select>
        </>
      )}
    </ActionForm>
  );
}

function Password() {
  const { t } = useTexts();
  const me = useMe();
  return (
    <ActionForm
      title={t.account.password}
      send={(form) => api("/api/admin/me/password", "POST", { currentPassword: String(form.get("currentPassword")), newPassword: String(form.get("newPassword")) })}
      done={t.account.passwordChanged}
      submit={t.account.changePassword}
    >
      {(problem) => (
        <>
          <UsernameField email={me.email} />
          <PasswordInput label={t.account.currentPassword} name="currentPassword" autoComplete="current-password" required problem={problem("currentPassword")} />
          <PasswordInput label={t.auth.newPassword} hint={t.auth.passwordHint} name="newPassword" autoComplete="new-password" required minLength={12} problem={problem("newPassword")} />
        </>
      )}
    </ActionForm>
  );
}

function Sessions({ sessions }: { sessions: Session[] }) {
  const navigate = useNavigate();
  const { t, lang } = useTexts();
  const action = useAction();
  const errorText = useErrorText();
  const now = Date.now();
  const end = async (s: Session) => {
    const result = await action.run(() => api(`/api/admin/sessions/${encodeURIComponent(s.id)}`, "DELETE"));
    if (result.ok && s.current) await navigate("/admin/login", { replace: true });
  };
  return (
    <Section title={t.account.sessions}>
      {action.error && <Notice tone="error">{errorText(action.error)}</Notice>}
      <ul className="divide-y divide-ink-100">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                <bdi>{deviceName(t, s.device)}</bdi> {s.current && <span className="ms-1 rounded-full bg-success-50 px-2 py-0.5 text-xs text-success-700">{t.account.thisSession}</span>}
              </p>
              <p className="text-ink-700">
                {t.account.started.replace("{when}", formatDateTime(lang, s.createdAt))} · {t.account.lastSeen.replace("{when}", formatAgo(lang, s.lastSeenAt, now))}
              </p>
            </div>
            <button type="button" className={quiet} disabled={action.busy} onClick={() => void end(s)}>
              {t.account.endSession}
            </button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
