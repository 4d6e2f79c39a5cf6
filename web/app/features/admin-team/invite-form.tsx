import { api } from "~/features/admin-core/api";
import { formatDateTime } from "~/features/admin-core/format";
import { useMe } from "~/features/admin-core/me";
import { fill, useTexts } from "~/features/admin-core/texts";
import type { Role } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { CopyLink } from "./copy-link";
import { Notice, primary, quiet, Section, Select, TextInput, useErrorText, useProblemText } from "~/features/admin-core/ui";

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** InviteForm: the owner invites by e-mail; the link is mailed and also
 * shown here, to be copied where the site sends no mail. */
export function InviteForm({ invitations }: { invitations: Invitation[] }) {
  const { t, lang } = useTexts();
  const me = useMe();
  const invite = useAction<{ link: string; invitation: Invitation }>();
  const revoke = useAction();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const sent = invite.outcome?.ok ? invite.outcome.data : undefined;
  return (
    <>
      <Section title={t.team.invite}>
        <form
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
          onSubmit={invite.onSubmit((form) => {
            return api("/api/admin/invitations", "POST", { email: String(form.get("email") ?? "").trim(), role: String(form.get("role")) });
          })}
        >
          <TextInput label={t.team.inviteEmail} name="email" type="email" required dir="ltr" problem={problemText(invite.error?.problems.email)} />
          <Select label={t.team.inviteRole} name="role" defaultValue="member">
            <option value="member">{t.roles.member}</option>
            <option value="editor">{t.roles.editor}</option>
            <option value="owner">{t.roles.owner}</option>
          </Select>
          <button type="submit" className={primary} disabled={invite.busy}>
            {t.team.sendInvite}
          </button>
        </form>
        {invite.error && invite.error.status !== 422 && (
          <div className="mt-4">
            <Notice tone="error">{errorText(invite.error)}</Notice>
          </div>
        )}
        {sent && (
          <div className="mt-4 space-y-2 rounded-lg bg-accent-50 p-4">
            <p className="text-sm" role="status">
              {fill(me.setup.mailOff ? t.team.inviteNotSent : t.team.inviteSent, { email: sent.invitation.email, hours: me.setup.invitationHours })}
            </p>
            <CopyLink key={sent.link} link={sent.link} />
          </div>
        )}
      </Section>
      <Section title={t.team.open}>
        {revoke.error && <Notice tone="error">{errorText(revoke.error)}</Notice>}
        {invitations.length === 0 ? (
          <p className="text-sm text-ink-700">{t.team.noOpen}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <p className="min-w-0 text-sm">
                  <bdi dir="ltr" className="font-semibold">
                    {i.email}
                  </bdi>{" "}
                  · {t.roles[i.role]} · {t.team.expires.replace("{when}", formatDateTime(lang, i.expiresAt))}
                </p>
                <button type="button" className={quiet} disabled={revoke.busy} onClick={() => void revoke.run(() => api(`/api/admin/invitations/${encodeURIComponent(i.id)}`, "DELETE"))}>
                  {t.team.revoke}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
