import { api } from "~/features/admin-core/api";
import { formatDateTime } from "~/features/admin-core/format";
import { plural, useTexts } from "~/features/admin-core/texts";
import { useAction } from "~/features/admin-core/use-action";
import { Notice, quiet, Section, useErrorText } from "~/features/admin-core/ui";
import { leadPath } from "./lead-actions";
import type { Mail } from "./types";

const tones: Record<string, string> = { sent: "text-success-700", waiting: "text-ink-700", failed: "text-danger-700", expired: "text-danger-700" };

/** LeadMails: the mails the outbox holds about the request, with "send again". */
export function LeadMails({ leadId, mails }: { leadId: string; mails: Mail[] }) {
  const { t, lang } = useTexts();
  return (
    <Section title={t.lead.mails}>
      {mails.length === 0 ? (
        <p className="text-sm text-ink-700">{t.lead.noMails}</p>
      ) : (
        <ul className="space-y-3">
          {mails.map((m) => (
            <MailRow key={m.id} leadId={leadId} mail={m} lang={lang} t={t} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function MailRow({ leadId, mail, lang, t }: { leadId: string; mail: Mail; lang: Parameters<typeof formatDateTime>[0]; t: ReturnType<typeof useTexts>["t"] }) {
  const action = useAction();
  const errorText = useErrorText();
  return (
    <li className="rounded-lg border border-ink-100 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{t.lead.mailKinds[mail.kind] ?? mail.kind}</p>
        <p className={`font-semibold ${tones[mail.status] ?? ""}`}>{t.lead.mailStatuses[mail.status] ?? mail.status}</p>
      </div>
      <p className="mt-1 text-ink-700">
        <bdi dir="ltr">{mail.to}</bdi> · {plural(lang, t.lead.attempts, mail.attempts)} · {formatDateTime(lang, mail.sentAt ?? mail.createdAt)}
      </p>
      {mail.lastError && mail.status !== "sent" && <p className="mt-1 break-words text-xs text-danger-700" dir="ltr">{mail.lastError}</p>}
      <button
        type="button"
        className={`${quiet} -ms-3 mt-1`}
        disabled={action.busy || mail.status === "waiting"}
        onClick={() => void action.run(() => api(`${leadPath(leadId)}/mails/${encodeURIComponent(mail.id)}/resend`, "POST"))}
      >
        {t.lead.sendAgain}
      </button>
      {action.ok && <Notice tone="success">{t.lead.queued}</Notice>}
      {action.error && <Notice tone="error">{errorText(action.error)}</Notice>}
    </li>
  );
}
