import { Mail, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { mailtoLink, whatsappLink } from "~/lib/contact-links";
import { usePageContacts, useSite } from "~/lib/use-site";
import { CONSULTATION_HASH } from "../consultation-section";

interface Props {
  /** Why booking online is not on offer, in a sentence. */
  reason: string;
  /** Offer the request form (not after a booking exists: then the visitor writes). */
  request?: boolean;
}

/** ContactInstead is the way on when booking online is not: without
 * JavaScript, with no free slot, or a manage link that can change nothing.
 * It offers the request form, WhatsApp and e-mail, never a dead end. */
export function ContactInstead({ reason, request = true }: Props) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const { to } = useSite();
  const button = "inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-5 py-2.5 font-semibold";
  return (
    <div className="rounded-card border border-ink-100 bg-white p-5 sm:p-6">
      <p className="text-ink-800">{reason}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {request && (
          <a href={to("/contact") + CONSULTATION_HASH} className={`${button} bg-ink-900 text-white hover:brightness-110`}>
            <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t("booking.fallback.request")}
          </a>
        )}
        <a
          href={whatsappLink(contacts, t("contact.whatsappMessage", { brand: t("meta.brand") }))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-whatsapp-700 text-white hover:brightness-110`}
        >
          <WhatsAppIcon className="size-5" />
          {t("booking.fallback.whatsapp")}
        </a>
        <a href={mailtoLink(contacts)} className={`${button} border border-ink-400 text-ink-900 hover:border-ink-600`}>
          <Mail aria-hidden="true" className="size-5" />
          {t("booking.fallback.email")}
        </a>
      </div>
    </div>
  );
}
