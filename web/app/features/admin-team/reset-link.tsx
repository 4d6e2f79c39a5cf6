import type { ReactNode } from "react";
import { api } from "~/features/admin-core/api";
import { fill, useTexts } from "~/features/admin-core/texts";
import type { User } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, secondary, useErrorText } from "~/features/admin-core/ui";
import { CopyLink } from "./copy-link";
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
  const sent = send.outcome?.ok ? send.outcome.data : undefined;
  const button = (
    <button
      type="button"
      className={secondary}
      disabled={send.busy}
      onClick={() => {
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
          <CopyLink key={sent.link} link={sent.link} />
        </div>
      )}
    </>
  );
  return { button, panel };
}
