import { useEffect, useState } from "react";
import { formatMinutes } from "~/features/admin-core/format";
import { limits } from "~/features/admin-core/limits";
import { useTexts } from "~/features/admin-core/texts";
import type { User } from "~/features/admin-core/types";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, primary, Section, Select, TextArea, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { updateLead } from "./lead-actions";
import type { Lead } from "./types";
import { nextStatuses } from "./workflow";

/** LeadWorkflow: the request's status (with a reason when lost) and who
 * follows it up. It sends the version it was loaded at: a change someone
 * else saved meanwhile comes back as a conflict, never overwritten. */
export function LeadWorkflow({ lead, users }: { lead: Lead; users: User[] }) {
  const { t, lang } = useTexts();
  const action = useAction();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const [status, setStatus] = useState(lead.status);
  useEffect(() => setStatus(lead.status), [lead.status, lead.version]);
  const error = action.error;
  const problems = error?.problems ?? {};
  return (
    <Section title={t.lead.workflow}>
      {/* Keyed by version: after a save or a conflict the fields show the stored values. */}
      <form method="post" className="space-y-4" key={lead.version} onSubmit={action.onSubmit((form) => updateLead(lead, form))} noValidate>
        {error?.code === "conflict" && <Notice tone="error">{t.lead.conflict}</Notice>}
        {error && error.code !== "conflict" && error.status !== 422 && <Notice tone="error">{errorText(error)}</Notice>}
        {action.ok && <Notice tone="success">{t.lead.saved}</Notice>}
        <Select label={t.lead.status} name="status" defaultValue={lead.status} problem={problemText(problems.status)} onChange={(e) => setStatus(e.target.value)}>
          {nextStatuses(lead.status).map((s) => (
            <option key={s} value={s}>
              {(t.statuses as Record<string, string>)[s] ?? s}
            </option>
          ))}
        </Select>
        {status === "lost" && (
          <TextArea label={t.lead.lostReason} name="lostReason" defaultValue={lead.lostReason} maxLength={limits.lostReasonMax} rows={2} problem={problemText(problems.lostReason)} />
        )}
        <Select label={t.lead.assignee} name="assigneeId" defaultValue={lead.assignee?.id ?? ""} problem={problemText(problems.assigneeId)}>
          <option value="">{t.inbox.unassigned}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </Select>
        <button type="submit" className={primary} disabled={action.busy}>
          {t.lead.save}
        </button>
      </form>
      <p className="mt-4 text-sm text-ink-700">
        {lead.responseMinutes !== null ? t.lead.responseTime.replace("{time}", formatMinutes(lang, lead.responseMinutes)) : t.lead.noResponse}
      </p>
    </Section>
  );
}
