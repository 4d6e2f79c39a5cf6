import { useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { api, ApiError, call } from "~/features/admin-core/api";
import { router } from "~/features/admin-core/router";
import { isAdminLanguage, rememberLanguage, useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { Notice, PasswordInput, primary, quiet, TextInput, useErrorText } from "~/features/admin-core/ui";
import { AuthFrame } from "./auth-frame";

/** safeNext keeps a redirect after sign-in inside the back office. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$)/.test(next) && !next.startsWith("//") ? next : "/admin/leads";
}

/** LoginForm signs in with e-mail and password, then, for accounts with
 * two-factor sign-in, a code from the app or a recovery code. */
export function LoginForm() {
  const { t } = useTexts();
  const errorText = useErrorText();
  const next = new URLSearchParams(useLocation().search).get("next");
  const [step, setStep] = useState<"password" | "code">("password");
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const credentials = useRef({ email: "", password: "" });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (step === "password") credentials.current = { email: String(form.get("email")), password: String(form.get("password")) };
    const second = step === "code" ? (recovery ? { recoveryCode: String(form.get("recoveryCode")).trim() } : { code: String(form.get("code")).replace(/\s/g, "") }) : {};
    setBusy(true);
    const result = await call(() => api<Me>("/api/auth/sign-in", "POST", { ...credentials.current, ...second }));
    setBusy(false);
    if (result.ok) {
      if (isAdminLanguage(result.data.language)) rememberLanguage(result.data.language);
      await router().navigate(safeNext(next), { replace: true });
      return;
    }
    if (result.error.code === "totp_required") {
      setError(undefined);
      setStep("code");
      return;
    }
    setError(result.error);
  };

  return (
    <AuthFrame title={step === "password" ? t.auth.signInTitle : t.auth.codeTitle} intro={step === "password" ? t.auth.signInIntro : undefined}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        {error && <Notice tone="error">{errorText(error)}</Notice>}
        {step === "password" ? (
          <>
            <TextInput label={t.auth.email} name="email" type="email" autoComplete="username" required dir="ltr" />
            <PasswordInput label={t.auth.password} name="password" autoComplete="current-password" required />
          </>
        ) : recovery ? (
          <TextInput key="recovery" label={t.auth.recoveryCode} name="recoveryCode" autoComplete="off" autoFocus required dir="ltr" />
        ) : (
          <TextInput key="code" label={t.auth.code} hint={t.auth.codeHint} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" autoFocus required dir="ltr" />
        )}
        <button type="submit" className={`${primary} w-full`} disabled={busy}>
          {step === "password" ? t.auth.signIn : t.auth.verify}
        </button>
        {step === "code" && (
          <button type="button" className={`${quiet} w-full`} onClick={() => setRecovery((r) => !r)}>
            {recovery ? t.auth.useCode : t.auth.useRecovery}
          </button>
        )}
      </form>
    </AuthFrame>
  );
}
