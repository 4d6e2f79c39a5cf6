import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { mailtoLink, whatsappLink } from "~/lib/contact-links";
import { trackAttrs } from "~/lib/track";
import { useContacts } from "~/lib/use-site";
import { LanguageSwitcher } from "./language-switcher";
import { ScrollToTop } from "./scroll-to-top";

/** FloatingContact is the seed's floating e-mail, WhatsApp and language
 * bubbles, shown from xl only, where they sit in the margin beside the
 * content and cover nothing. Below xl the contact bar (contact-bar.tsx)
 * offers the same links in a strip that keeps its own space. */
export function FloatingContact() {
  const { t } = useTranslation();
  const contacts = useContacts();
  return (
    <>
      <div className="fixed bottom-4 end-4 z-30 hidden flex-col items-center gap-3 xl:flex">
        {/* The white ring keeps the dark bubble visible on dark sections. */}
        {contacts && (
          <>
            <a
              href={mailtoLink(contacts)}
              aria-label={t("contact.email")}
              {...trackAttrs("button_click", { button_name: "email_float" })}
              className="grid size-12 place-items-center rounded-full bg-ink-800 text-white shadow-float ring-2 ring-white hover:bg-ink-700"
            >
              <Mail aria-hidden="true" className="size-6" />
            </a>
            <a
              href={whatsappLink(contacts, t("contact.whatsappMessage", { brand: t("meta.brand") }))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("contact.whatsapp")}
              {...trackAttrs("button_click", { button_name: "whatsapp_float" })}
              className="grid size-12 place-items-center rounded-full bg-whatsapp text-white shadow-float hover:brightness-110"
            >
              <WhatsAppIcon />
            </a>
          </>
        )}
        <LanguageSwitcher placement="floating" />
      </div>
      <ScrollToTop />
    </>
  );
}
