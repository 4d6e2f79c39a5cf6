import { useState, type ReactNode } from "react";
import { api } from "~/features/admin-core/api";
import { fill, useTexts } from "~/features/admin-core/texts";
import type { User } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { input, Notice, quiet, secondary, useErrorText } from "~/features/admin-core/ui";
import { useTeamTexts } from "./texts";

interface ResetAnswer {
  link: string;
  mailed: boolean;
  hours: number;
}

/** useResetLink: the owner sends a member a link to choose a new password.
 * Like an invitation, it is mailed when the site sends mail and shown
 * either way, to be copied: `button` goes with the row's actions, `panel`
 * under the whole row. */
export function useResetLink(user: User): { button: ReactNode; panel: ReactNode } {
  const { t } = useTexts();
  const { tt } = useTeamTexts();
  const errorText = useErrorText();
  const send = useAction<ResetAnswer>({ reload: false });
  const [copied, setCopied] = useState(false);
  const sent = send.outcome?.ok ? send.outcome.data : undefined;
  const button = (
    <button
      type="button"
      className={secondary}
      disabled={send.busy}
      onClick={() => {
        setCopied(false);
        void send.run(() => api<ResetAnswer>(`/api/admin/users/${encodeURIComponent(user.id)}/reset-link`, "POST"));
      }}
    >
      {tt.reset.button}
    </button>
  );
  const panel = (
    <>
      {send.error && (
        <div className="basis-full">
          <Notice tone="error">{errorText(send.error)}</Notice>
        </div>
      )}
      {sent && (
        <div className="basis-full space-y-2 rounded-lg bg-accent-50 p-4">
          <p className="text-sm" role="status">
            {fill(sent.mailed ? tt.reset.sent : tt.reset.notSent, { name: user.name, email: user.email, hours: sent.hours })}
          </p>
          <div className="flex flex-wrap gap-2">
            <input className={`${input} min-w-0 grow font-mono`} readOnly value={sent.link} aria-label={t.team.copy} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={quiet} onClick={() => navigator.clipboard?.writeText(sent.link).then(() => setCopied(true), () => undefined)}>
              {copied ? t.team.copied : t.team.copy}
            </button>
          </div>
        </div>
      )}
    </>
  );
  return { button, panel };
}
