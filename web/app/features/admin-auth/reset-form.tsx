import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api, ApiError, call } from "~/features/admin-core/api";
import { fill, useTexts } from "~/features/admin-core/texts";
import { Notice, PasswordInput, primary, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { AuthFrame } from "./auth-frame";
import { useLinkToken } from "./link-token";
import { useAuthTexts } from "./texts";

/** ResetForm sets a new password with the link an owner sent. It signs
 * nobody in: the member signs in next, with their second factor if any. */
export function ResetForm() {
  const { t } = useTexts();
  const at = useAuthTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const token = useLinkToken();
  const [state, setState] = useState<"checking" | "ok" | "invalid" | "done">(token ? "checking" : "invalid");
  const [who, setWho] = useState<{ name: string; email: string }>();
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    call(() => api<{ name: string; email: string }>("/api/auth/reset/check", "POST", { token })).then((r) => {
      if (r.ok) setWho(r.data);
      setState(r.ok ? "ok" : "invalid");
      if (!r.ok && r.error.code !== "link_invalid") setError(r.error);
    });
  }, [token]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("password"));
    setBusy(true);
    const result = await call(() => api("/api/auth/reset", "POST", { token, password }));
    setBusy(false);
    if (result.ok) setState("done");
    else setError(result.error);
  };

  if (state === "done") {
    return (
      <AuthFrame title={at.resetTitle}>
        <Notice tone="success">{at.resetDone}</Notice>
        <Link to="/admin/login" className={`${primary} mt-5 w-full`}>
          {at.goSignIn}
        </Link>
      </AuthFrame>
    );
  }
  if (state !== "ok" || !who) {
    return (
      <AuthFrame title={at.resetTitle}>
        {state === "checking" ? <p role="status">{t.auth.checking}</p> : <Notice tone="error">{token ? t.errors.link_invalid : t.auth.missingLink}</Notice>}
        {error && <Notice tone="error">{errorText(error)}</Notice>}
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={at.resetTitle} intro={fill(at.resetIntro, who)}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        {error && error.status !== 422 && <Notice tone="error">{errorText(error)}</Notice>}
        <input type="email" name="username" autoComplete="username" value={who.email} readOnly hidden />
        <PasswordInput
          label={t.auth.newPassword}
          hint={t.auth.passwordHint}
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          problem={problemText(error?.problems.password)}
        />
        <button type="submit" className={`${primary} w-full`} disabled={busy}>
          {at.resetSave}
        </button>
      </form>
    </AuthFrame>
  );
}
