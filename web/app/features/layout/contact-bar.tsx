import { ArrowUp, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { mailtoLink, whatsappLink } from "~/lib/contact-links";
import { trackAttrs } from "~/lib/track";
import { useContacts } from "~/lib/use-site";
import { useFormFillsScreen } from "./form-fills-screen";
import { backToTop, useScrolledDown } from "./scroll-to-top";

/** ContactBar is how phones and tablets (below xl) reach WhatsApp, e-mail
 * and the top of the page: a slim strip that sticks to the bottom of the
 * screen. It is the page's last block, so where the page ends it rests in
 * its own space below the footer and never covers a line, a link or a field
 * (floating bubbles did, on line ends and buttons). The language switcher
 * is in the header at these widths. The back-to-top button keeps its place
 * while hidden, so the links do not move when it appears. While a form
 * fills the screen, or a form field has focus (styles/app.css: from the
 * first paint, before scripts), it steps aside to its place at the page's
 * end: a phone's keyboard leaves little room, which it would take. A
 * not-found page has no contacts (no loader): its bar holds the
 * back-to-top button alone. */
export function ContactBar() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const down = useScrolledDown();
  const aside = useFormFillsScreen();
  return (
    <aside
      aria-label={t("contact.bar.label")}
      data-contact-bar
      className={`${aside ? "static" : "sticky bottom-0"} z-30 border-t border-ink-100 bg-white px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-6px_18px_-10px_rgb(11_16_38/0.35)] xl:hidden`}
    >
      <div className="mx-auto flex max-w-xl items-center gap-2">
        {contacts && (
          <>
            <a
              href={whatsappLink(contacts, t("contact.whatsappMessage", { brand: t("meta.brand") }))}
              target="_blank"
              rel="noopener noreferrer"
              {...trackAttrs("button_click", { button_name: "whatsapp_bar" })}
              className="flex h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-pill bg-whatsapp-700 px-3 text-sm font-semibold text-white hover:brightness-110"
            >
              <WhatsAppIcon className="size-5 shrink-0" />
              <span className="truncate">{t("contact.bar.whatsapp")}</span>
            </a>
            <a
              href={mailtoLink(contacts)}
              {...trackAttrs("button_click", { button_name: "email_bar" })}
              className="flex h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-pill px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <span className="truncate">{t("contact.bar.email")}</span>
            </a>
          </>
        )}
        <button
          type="button"
          aria-label={t("nav.scrollToTop")}
          onClick={backToTop}
          className={`grid size-11 shrink-0 place-items-center rounded-full text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50${down ? "" : " invisible"}`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  );
}
