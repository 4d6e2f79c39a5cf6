import { useNavigate } from "react-router";
import { useEffect, useState, type FormEvent } from "react";
import { api, ApiError, call } from "~/features/admin-core/api";
import { limits } from "~/features/admin-core/limits";
import { useTexts } from "~/features/admin-core/texts";
import type { Me } from "~/features/admin-core/types";
import { Notice, PasswordInput, primary, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { AuthFrame } from "./auth-frame";
import { useLinkToken } from "./link-token";

interface Invitation {
  email: string;
  role: "owner" | "member";
  invitedBy: string;
}

/** AccountForm creates an account from a link: the owner's from the
 * first-run setup link, a member's from an invitation. */
export function AccountForm({ kind }: { kind: "setup" | "invitation" }) {
  const navigate = useNavigate();
  const { t, lang } = useTexts();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const token = useLinkToken();
  const [checked, setChecked] = useState<"checking" | "ok" | "invalid">(token ? "checking" : "invalid");
  const [invitation, setInvitation] = useState<Invitation>();
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    const path = kind === "setup" ? "/api/auth/setup/check" : "/api/auth/invitation/check";
    call(() => api<Invitation>(path, "POST", { token })).then((r) => {
      if (r.ok) setInvitation(r.data);
      setChecked(r.ok ? "ok" : "invalid");
      if (!r.ok && r.error.code !== "link_invalid") setError(r.error);
    });
  }, [token, kind]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const fields = { token, name: String(form.get("name")), password: String(form.get("password")), language: lang };
    setBusy(true);
    const result =
      kind === "setup"
        ? await call(() => api<Me>("/api/auth/setup", "POST", { ...fields, email: String(form.get("email")) }))
        : await call(() => api<Me>("/api/auth/invitation/accept", "POST", fields));
    setBusy(false);
    if (result.ok) await navigate("/admin/leads", { replace: true });
    else setError(result.error);
  };

  const title = kind === "setup" ? t.auth.setupTitle : t.auth.inviteTitle;
  if (checked !== "ok") {
    return (
      <AuthFrame title={title}>
        {checked === "checking" ? <p role="status">{t.auth.checking}</p> : <Notice tone="error">{token ? t.errors.link_invalid : t.auth.missingLink}</Notice>}
        {error && <Notice tone="error">{errorText(error)}</Notice>}
      </AuthFrame>
    );
  }
  const intro =
    kind === "setup" || !invitation
      ? t.auth.setupIntro
      : t.auth.inviteIntro.replace("{invitedBy}", invitation.invitedBy).replace("{email}", invitation.email).replace("{role}", t.roles[invitation.role]);
  const problems = error?.problems ?? {};
  return (
    <AuthFrame title={title} intro={intro}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        {error && error.status !== 422 && <Notice tone="error">{errorText(error)}</Notice>}
        <TextInput label={t.auth.name} name="name" autoComplete="name" required maxLength={limits.userNameMax} problem={problemText(problems.name)} />
        {kind === "setup" ? (
          <TextInput label={t.auth.email} name="email" type="email" autoComplete="username" required dir="ltr" problem={problemText(problems.email)} />
        ) : (
          <input type="hidden" name="email" autoComplete="username" value={invitation?.email ?? ""} />
        )}
        <PasswordInput label={t.auth.password} hint={t.auth.passwordHint} name="password" autoComplete="new-password" required minLength={12} problem={problemText(problems.password)} />
        <button type="submit" className={`${primary} w-full`} disabled={busy}>
          {kind === "setup" ? t.auth.createOwner : t.auth.join}
        </button>
      </form>
    </AuthFrame>
  );
}
