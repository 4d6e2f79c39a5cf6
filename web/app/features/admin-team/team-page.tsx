import { useRef, useState } from "react";
import type { ClientLoaderFunctionArgs } from "react-router";
import { api, signedInOnly } from "~/features/admin-core/api";
import { formatAgo } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { usePageTitle } from "~/features/admin-core/shell";
import { useTexts } from "~/features/admin-core/texts";
import type { Me, Role, User } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { Notice, quiet, Section, useErrorText } from "~/features/admin-core/ui";
import { InviteForm, type Invitation } from "./invite-form";
import { useResetLink } from "./reset-link";
import { useTeamTexts } from "./texts";

export async function teamLoader({ request }: ClientLoaderFunctionArgs) {
  try {
    const [{ users }, me] = await Promise.all([
      api<{ users: User[] }>("/api/admin/users", "GET", undefined, request.signal),
      api<Me>("/api/admin/me", "GET", undefined, request.signal),
    ]);
    const invitations = me.role === "owner" ? (await api<{ invitations: Invitation[] }>("/api/admin/invitations", "GET", undefined, request.signal)).invitations : [];
    return { users, invitations };
  } catch (err) {
    return signedInOnly(err, request);
  }
}

/** TeamPage: who is on the team; owners invite, change roles and remove
 * (the server checks the role too). */
export function TeamPage({ users, invitations }: { users: User[]; invitations: Invitation[] }) {
  const { t } = useTexts();
  const me = useMe();
  usePageTitle(t.team.title);
  const owner = me.role === "owner";
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold">{t.team.title}</h1>
      <Section title={t.team.members}>
        <ul className="divide-y divide-ink-100">
          {users.map((u) => (
            <MemberRow key={u.id} user={u} me={me} owner={owner} />
          ))}
        </ul>
      </Section>
      <Roles />
      {owner && <InviteForm invitations={invitations} />}
    </div>
  );
}

/** Roles says what each role may do, in words (the server checks it). */
function Roles() {
  const { t } = useTexts();
  const { tt } = useTeamTexts();
  const roles: Role[] = ["owner", "editor", "member"];
  return (
    <Section title={tt.roles.title}>
      <dl className="space-y-3 text-sm">
        {roles.map((role) => (
          <div key={role}>
            <dt className="font-semibold">{t.roles[role]}</dt>
            <dd className="text-ink-700">{tt.roles[role]}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** RoleChoice changes a member's role at once; the roles' explanations
 * are in Roles above. */
function RoleChoice({ user, busy, onChange }: { user: User; busy: boolean; onChange: (role: Role) => void }) {
  const { t } = useTexts();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t.team.role}</span>
      <select
        className="rounded-md border border-ink-300 bg-white px-2 py-1.5"
        value={user.role}
        disabled={busy}
        aria-label={`${t.team.role}: ${user.name}`}
        onChange={(e) => onChange(e.currentTarget.value as Role)}
      >
        {(["owner", "editor", "member"] as const).map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

function MemberRow({ user, me, owner }: { user: User; me: Me; owner: boolean }) {
  const { t, lang } = useTexts();
  const action = useAction();
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [now] = useState(() => Date.now());
  const path = `/api/admin/users/${encodeURIComponent(user.id)}`;
  const reset = useResetLink(user);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold">
          {user.name} {user.id === me.id && <span className="font-normal text-ink-700">({t.team.you})</span>}
        </p>
        <p className="truncate text-sm text-ink-700">
          <bdi dir="ltr">{user.email}</bdi> · {t.roles[user.role]} · {user.totpEnabled || user.passkeys > 0 ? t.team.twoFactorOn : t.team.twoFactorOff}
        </p>
        <p className="text-xs text-ink-700">{user.lastSignInAt ? t.team.lastSignIn.replace("{when}", formatAgo(lang, user.lastSignInAt, now)) : t.team.never}</p>
        {action.error && <Notice tone="error">{errorText(action.error)}</Notice>}
      </div>
      {owner && user.id !== me.id && (
        <div className="flex flex-wrap gap-2">
          <RoleChoice user={user} busy={action.busy} onChange={(role) => void action.run(() => api(path, "PATCH", { role }))} />
          {reset.button}
          <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} onClick={() => dialog.current?.showModal()}>
            {t.team.remove}
          </button>
          <ConfirmDialog
            ref={dialog}
            title={t.team.removeTitle.replace("{name}", user.name)}
            body={t.team.removeBody}
            cancel={t.lead.cancel}
            confirm={t.team.remove}
            onConfirm={(close) => {
              close();
              void action.run(() => api(path, "DELETE"));
            }}
          />
        </div>
      )}
      {reset.panel}
    </li>
  );
}
