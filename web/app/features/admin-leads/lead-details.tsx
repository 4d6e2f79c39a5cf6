import { formatDateTime, languageName } from "~/features/admin-core/format";
import { choiceLabel, options } from "~/features/admin-core/site";
import { useTexts } from "~/features/admin-core/texts";
import { Details, Section } from "~/features/admin-core/ui";
import { mailtoHref } from "./reply-templates";
import type { Lead } from "./types";

/** LeadDetails: every field the visitor sent, and where from. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const { t, lang } = useTexts();
  const none = <span className="text-ink-400">{t.lead.none}</span>;
  const rows: [string, React.ReactNode][] = [
    [t.lead.email, <a className="text-accent-600 underline" href={mailtoHref(lead.email)} dir="ltr">{lead.email}</a>],
    [
      t.lead.phone,
      lead.phone ? (
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <a className="text-accent-600 underline" href={`tel:${lead.phone}`} dir="ltr">
            {lead.phoneDisplay}
          </a>
          <a className="text-accent-600 underline" href={lead.reply.whatsapp} target="_blank" rel="noopener noreferrer">
            {t.lead.whatsappChat}
          </a>
        </span>
      ) : (
        none
      ),
    ],
    [t.lead.company, lead.company || none],
    [t.lead.service, choiceLabel(options.services, lead.service, lang)],
    [t.lead.budget, lead.budget ? choiceLabel(options.budgets, lead.budget, lang) : none],
    [t.lead.contactMethod, lead.contactMethod ? choiceLabel(options.contactMethods, lead.contactMethod, lang) : none],
    ...(lead.meetingTime ? ([[t.lead.meetingTime, lead.meetingTime]] as [string, React.ReactNode][]) : []),
    [t.lead.language, languageName(lang, lead.language)],
    [t.lead.variant, (t.variants as Record<string, string>)[lead.variant] ?? lead.variant],
    [t.lead.page, lead.pagePath ? <bdi dir="ltr">{lead.pagePath}</bdi> : none],
    [t.lead.consent, lead.consent ? t.lead.yes : t.lead.no],
  ];
  return (
    <Section title={t.lead.details}>
      <Details rows={rows} />
      <h3 className="mt-6 text-sm font-semibold text-ink-700">{t.lead.message}</h3>
      <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-4" dir="auto">
        {lead.message}
      </p>
      <p className="mt-4 text-xs text-ink-400">
        <time dateTime={lead.createdAt}>{t.lead.received.replace("{when}", formatDateTime(lang, lead.createdAt))}</time>
      </p>
    </Section>
  );
}
