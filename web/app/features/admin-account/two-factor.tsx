import { useState } from "react";
import { api } from "~/features/admin-core/api";
import { useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, PasswordInput, primary, secondary, Section, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import type { TotpSetup } from "./account-actions";
import { CopyButton } from "~/features/admin-core/copy-button";
import { RecoveryCodes } from "./recovery-codes";
import { groupKey, useAccountTexts } from "./texts";
import { UsernameField } from "./username-field";

/** TwoFactor: set up TOTP (QR code, key, a first code), see the recovery
 * codes once, turn it off, or get new recovery codes. */
export function TwoFactor({ me }: { me: Me }) {
  const { t } = useTexts();
  const at = useAccountTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const start = useAction<TotpSetup>({ reload: false });
  const enable = useAction<{ recoveryCodes: string[] }>();
  const manage = useAction<{ recoveryCodes?: string[] }>();
  const [codesSeen, setCodesSeen] = useState(0);
  const setup = start.outcome?.ok ? start.outcome.data : undefined;
  const codes = (enable.outcome?.ok ? enable.outcome.data.recoveryCodes : undefined) ?? (manage.outcome?.ok ? manage.outcome.data?.recoveryCodes : undefined);

  let body: React.ReactNode;
  if (codes && codesSeen === 0) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodesSeen(1)} />;
  } else if (!me.totpAvailable) {
    body = <p className="text-sm text-ink-700">{t.account.unavailable}</p>;
  } else if (!me.totpEnabled && setup) {
    // On the phone that holds the authenticator a QR code cannot be
    // scanned: the otpauth:// link (what the QR code encodes) opens the app.
    const wrongCode = enable.error?.problems.code === "invalid";
    body = (
      <form method="post" className="space-y-4" noValidate onSubmit={enable.onSubmit((form) => api("/api/admin/me/totp/enable", "POST", { code: String(form.get("code") ?? "").replace(/\s/g, "") }))}>
        <div className="space-y-2">
          <p className="text-sm font-semibold">{at.onThisPhone}</p>
          <a className={`${primary} w-full sm:w-auto`} href={setup.otpauthUrl}>
            {at.addToApp}
          </a>
          <p className="text-sm text-ink-700">{at.addToAppHint}</p>
        </div>
        <p className="text-sm">{at.orScan}</p>
        <img src={setup.qr} alt={t.account.qrAlt} width={192} height={192} className="size-48 rounded-lg border border-ink-100" />
        <div className="space-y-2">
          <p className="text-sm">{at.keyLabel}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded bg-ink-50 px-2 py-1 font-mono text-base tracking-wide" dir="ltr" data-testid="totp-secret">
              {groupKey(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label={at.copyKey} />
          </div>
        </div>
        <TextInput
          label={t.account.code}
          hint={t.auth.codeHint}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          dir="ltr"
          problem={wrongCode ? at.wrongCode : problemText(enable.error?.problems.code)}
        />
        {enable.error && enable.error.status !== 422 && <Notice tone="error">{errorText(enable.error)}</Notice>}
        <button type="submit" className={primary} disabled={enable.busy}>
          {t.account.enable}
        </button>
      </form>
    );
  } else if (!me.totpEnabled) {
    // The password first: a session alone must not be able to put
    // someone else's authenticator on the account.
    body = (
      <form method="post" className="space-y-4" noValidate onSubmit={start.onSubmit((form) => api("/api/admin/me/totp/setup", "POST", { password: String(form.get("password")) }))}>
        <p className="text-sm text-ink-700">{t.account.twoFactorOff}</p>
        <UsernameField email={me.email} />
        <PasswordInput label={t.account.confirmPassword} name="password" autoComplete="current-password" required problem={problemText(start.error?.problems.password)} />
        {start.error && start.error.status !== 422 && <Notice tone="error">{errorText(start.error)}</Notice>}
        <button type="submit" className={primary} disabled={start.busy}>
          {t.account.setUp}
        </button>
      </form>
    );
  } else {
    body = (
      <form
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={manage.onSubmit((form) => {
          setCodesSeen(0);
          const password = String(form.get("password"));
          return form.get("intent") === "disable"
            ? api("/api/admin/me/totp/disable", "POST", { password })
            : api("/api/admin/me/recovery-codes", "POST", { password });
        })}
      >
        <p className="text-sm text-ink-700">{t.account.twoFactorOn}</p>
        <UsernameField email={me.email} />
        <PasswordInput label={t.account.confirmPassword} name="password" autoComplete="current-password" required problem={problemText(manage.error?.problems.password)} />
        {manage.error && manage.error.status !== 422 && <Notice tone="error">{errorText(manage.error)}</Notice>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="codes" className={secondary} disabled={manage.busy}>
            {t.account.newCodes}
          </button>
          {!me.twoFactorRequired && (
            <button type="submit" name="intent" value="disable" className={secondary} disabled={manage.busy}>
              {t.account.disable}
            </button>
          )}
        </div>
      </form>
    );
  }
  return (
    <Section title={t.account.twoFactor} id="two-factor">
      {body}
    </Section>
  );
}
