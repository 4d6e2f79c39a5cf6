import { useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { api, ApiError, call } from "~/features/admin-core/api";
import { isAdminLanguage, rememberLanguage, useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { Notice, PasswordInput, primary, quiet, secondary, TextInput, useErrorText } from "~/features/admin-core/ui";
import { credentialJSON, isCancelled, passkeysSupported, requestOptions } from "~/features/admin-core/webauthn";
import { AuthFrame } from "./auth-frame";
import { useAuthTexts } from "./texts";

/** safeNext keeps a redirect after sign-in inside the back office. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$)/.test(next) && !next.startsWith("//") ? next : "/admin/leads";
}

/** signInWithPasskey runs a discoverable sign-in: the browser offers the
 * passkeys it holds for this site, no e-mail typed. */
async function signInWithPasskey(): Promise<Me> {
  if (!passkeysSupported()) throw new ApiError(0, "passkey_unsupported", {}, {});
  const begun = await api<{ ceremony: string; options: Parameters<typeof requestOptions>[0] }>("/api/auth/passkey/begin", "POST");
  let cred: Credential | null;
  try {
    cred = await navigator.credentials.get(requestOptions(begun.options));
  } catch (err) {
    throw new ApiError(0, isCancelled(err) ? "passkey_cancelled" : "passkey_rejected", {}, {});
  }
  if (!cred) throw new ApiError(0, "passkey_cancelled", {}, {});
  return api<Me>("/api/auth/passkey", "POST", { ceremony: begun.ceremony, credential: credentialJSON(cred as PublicKeyCredential) });
}

/** LoginForm signs in with a passkey, or with e-mail and password then, for
 * accounts with two-factor sign-in, a code from the app or a recovery code
 * (the way in for someone who lost their passkey). */
export function LoginForm() {
  const navigate = useNavigate();
  const { t } = useTexts();
  const at = useAuthTexts();
  const errorText = useErrorText();
  const next = new URLSearchParams(useLocation().search).get("next");
  const [step, setStep] = useState<"password" | "code">("password");
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const credentials = useRef({ email: "", password: "" });

  const done = async (me: Me) => {
    if (isAdminLanguage(me.language)) rememberLanguage(me.language);
    await navigate(safeNext(next), { replace: true });
  };

  const passkey = async () => {
    setBusy(true);
    const result = await call(signInWithPasskey);
    setBusy(false);
    if (result.ok) return done(result.data);
    setError(result.error);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (step === "password") credentials.current = { email: String(form.get("email")), password: String(form.get("password")) };
    const second = step === "code" ? (recovery ? { recoveryCode: String(form.get("recoveryCode")).trim() } : { code: String(form.get("code")).replace(/\s/g, "") }) : {};
    setBusy(true);
    const result = await call(() => api<Me>("/api/auth/sign-in", "POST", { ...credentials.current, ...second }));
    setBusy(false);
    if (result.ok) return done(result.data);
    if (result.error.code === "totp_required") {
      setError(undefined);
      setStep("code");
      return;
    }
    setError(result.error);
  };

  // The server answers one invalid_credentials for every wrong part (it
  // never tells which): the page knows the step, and names only what was
  // asked so far, so a wrong password never talks of a code.
  const refusal = (e: ApiError) => {
    if (e.code !== "invalid_credentials") return errorText(e);
    if (step === "password") return at.wrongPassword;
    return recovery ? at.wrongRecovery : at.wrongCode;
  };

  return (
    <AuthFrame title={step === "password" ? t.auth.signInTitle : t.auth.codeTitle} intro={step === "password" ? t.auth.signInIntro : undefined}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        {error && <Notice tone="error">{refusal(error)}</Notice>}
        {step === "code" && <p className="text-sm text-ink-700">{t.auth.passkeyCode}</p>}
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
      <div className="mt-5 space-y-5">
        <p className="flex items-center gap-3 text-sm text-ink-700 before:h-px before:flex-1 before:bg-ink-100 after:h-px after:flex-1 after:bg-ink-100">{t.auth.or}</p>
        <button type="button" className={`${secondary} w-full`} disabled={busy} onClick={() => void passkey()}>
          {t.auth.passkey}
        </button>
        {step === "password" && (
          <details className="group rounded-lg text-sm">
            <summary className="cursor-pointer rounded-md py-1 font-semibold text-accent-600 hover:underline">{at.forgot}</summary>
            <div className="mt-2 space-y-2 text-ink-700">
              <p>{at.forgotMember}</p>
              <p>{at.forgotOwner}</p>
              <pre className="rounded-lg bg-ink-50 p-3 text-xs whitespace-pre-wrap text-ink-900 wrap-anywhere" dir="ltr">
                <code>site users reset-password --email you@example.com</code>
              </pre>
            </div>
          </details>
        )}
      </div>
    </AuthFrame>
  );
}
