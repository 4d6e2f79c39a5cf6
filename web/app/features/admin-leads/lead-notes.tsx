import { api } from "~/features/admin-core/api";
import { formatDateTime } from "~/features/admin-core/format";
import { limits } from "~/features/admin-core/limits";
import { useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, secondary, Section, TextArea, useErrorText, useProblemText } from "~/features/admin-core/ui";
import { leadPath } from "./lead-actions";
import type { Note } from "./types";

/** LeadNotes: what the team wrote about the request, each with its author and time. */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: Note[] }) {
  const { t, lang } = useTexts();
  const action = useAction();
  const errorText = useErrorText();
  const problemText = useProblemText();
  return (
    <Section title={t.lead.notes}>
      {notes.length === 0 ? (
        <p className="text-sm text-ink-700">{t.lead.noNotes}</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-ink-50 p-3">
              <p className="whitespace-pre-wrap break-words" dir="auto">
                {n.body}
              </p>
              <p className="mt-1 text-xs text-ink-700">
                {n.author?.name ?? t.lead.someone} · <time dateTime={n.createdAt}>{formatDateTime(lang, n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" className="mt-4 space-y-3" onSubmit={action.onSubmit((form) => api(`${leadPath(leadId)}/notes`, "POST", { body: String(form.get("body") ?? "").trim() }))}>
        {action.error && action.error.status !== 422 && <Notice tone="error">{errorText(action.error)}</Notice>}
        <TextArea label={t.lead.addNote} name="body" required maxLength={limits.noteMax} rows={3} placeholder={t.lead.notePlaceholder} problem={problemText(action.error?.problems.body)} />
        <button type="submit" className={secondary} disabled={action.busy}>
          {t.lead.addNote}
        </button>
      </form>
    </Section>
  );
}
