import { languageName } from "~/features/admin-core/format";
import { ChatIcon, MailIcon } from "~/features/admin-core/icons";
import { choiceLabel, options } from "~/features/admin-core/site";
import { useTexts } from "~/features/admin-core/texts";
import { Section, secondary } from "~/features/admin-core/ui";
import { reply } from "./reply-templates";
import type { Lead } from "./types";

/** LeadReply opens the visitor's own channel with a message in their language. */
export function LeadReply({ lead, sender }: { lead: Lead; sender: string }) {
  const { t, lang } = useTexts();
  const visitorLang = lead.reply.language || lead.language;
  const message = reply(
    visitorLang,
    { name: lead.name, service: choiceLabel(options.services, lead.service, visitorLang), serviceValue: lead.service, sender },
    { email: lead.reply.email || lead.email, whatsapp: lead.reply.whatsapp },
  );
  return (
    <Section title={t.lead.reply}>
      <p className="text-sm text-ink-700">{t.lead.replyIntro.replace("{language}", languageName(lang, visitorLang))}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a className={secondary} href={message.mailto}>
          <MailIcon className="size-4" />
          {t.lead.replyEmail}
        </a>
        {message.whatsapp ? (
          <a className={`${secondary} border-whatsapp-700/40 text-whatsapp-700`} href={message.whatsapp} target="_blank" rel="noopener noreferrer">
            <ChatIcon className="size-4" />
            {t.lead.replyWhatsApp}
          </a>
        ) : (
          <p className="text-sm text-ink-400">{t.lead.noPhone}</p>
        )}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-700">{message.subject}</summary>
        <p className="mt-2 whitespace-pre-wrap rounded-lg bg-ink-50 p-3" lang={visitorLang} dir={visitorLang === "ar" ? "rtl" : "ltr"}>
          {message.body}
        </p>
      </details>
    </Section>
  );
}
