import { useNavigate } from "react-router";
import { useRef } from "react";
import { api } from "~/features/admin-core/api";
import { TrashIcon } from "~/features/admin-core/icons";
import { labelled } from "~/features/admin-core/format";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { ConfirmDialog } from "~/features/admin-core/confirm-dialog";
import { Notice, quiet, secondary, Section, useErrorText } from "~/features/admin-core/ui";
import { leadPath } from "./lead-actions";
import type { Lead } from "./types";

/** LeadSpamAndErasure: why the request is in spam and "not spam", or moving
 * it to spam; and deleting it for good, after a confirmation. */
export function LeadSpamAndErasure({ lead }: { lead: Lead }) {
  const navigate = useNavigate();
  const { t, lang } = useTexts();
  const spam = useAction();
  const erase = useAction({ reload: false });
  const errorText = useErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const remove = async () => {
    const result = await erase.run(() => api(leadPath(lead.id), "DELETE"));
    if (result.ok) await navigate(lead.spam ? "/admin/spam" : "/admin/leads", { replace: true });
  };
  return (
    <Section title={lead.spam ? t.lead.spam : t.lead.delete}>
      {lead.spam && (
        <p className="mb-4 text-sm">
          <span className="font-semibold">{labelled(lang, t.lead.spamReason)}</span>
          {t.lead.spamReasons[lead.spamReason] ?? lead.spamReason}
        </p>
      )}
      {spam.error && <Notice tone="error">{spam.error.code === "conflict" ? t.lead.conflict : errorText(spam.error)}</Notice>}
      {spam.ok && !lead.spam && <Notice tone="success">{t.lead.notSpamDone}</Notice>}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondary} disabled={spam.busy} onClick={() => void spam.run(() => api(`${leadPath(lead.id)}/spam`, "POST", { version: lead.version, spam: !lead.spam }))}>
          {lead.spam ? t.lead.notSpam : t.lead.markSpam}
        </button>
        <button type="button" className={`${quiet} text-danger-700 hover:bg-danger-50`} onClick={() => dialog.current?.showModal()}>
          <TrashIcon className="size-4" />
          {t.lead.delete}
        </button>
      </div>
      <ConfirmDialog
        ref={dialog}
        title={t.lead.deleteTitle}
        body={t.lead.deleteBody.replace("{name}", lead.name)}
        notice={erase.error && <Notice tone="error">{errorText(erase.error)}</Notice>}
        cancel={t.lead.cancel}
        confirm={t.lead.deleteConfirm}
        busy={erase.busy}
        onConfirm={() => void remove()}
      />
    </Section>
  );
}
