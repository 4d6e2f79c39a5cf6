import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { mailtoLink, whatsappLink } from "~/lib/contact-links";
import { useKeepClearInView } from "~/lib/keep-clear";
import { useSite } from "~/lib/use-site";
import { LanguageSwitcher } from "./language-switcher";
import { ScrollToTop } from "./scroll-to-top";

/** floatingAway is the state of a floating control: at hand, or faded out
 * of the way (and out of the tab order) while a keepClear part is on screen.
 * From xl the controls sit in the margin beside the content and stay. */
function floatingAway(away: boolean): string {
  const state = away ? "invisible translate-y-4 opacity-0 xl:visible xl:translate-y-0 xl:opacity-100" : "";
  return `transition-[opacity,translate,visibility] duration-200 ${state}`;
}

/** FloatingContact keeps WhatsApp within one tap in the bottom corner of
 * every page, with e-mail from the sm breakpoint (on a phone one bubble
 * covers less) and the language switcher from xl (below, it is in the
 * header). Below xl the controls get out of the way while the consultation
 * form or the footer is on screen (both offer the same contacts), so they
 * never sit on a field, a button or the last lines of a page. */
export function FloatingContact() {
  const { t } = useTranslation();
  const { variant } = useSite();
  const away = useKeepClearInView();
  return (
    <>
      <div className={`fixed bottom-4 end-4 z-30 flex flex-col items-center gap-3 ${floatingAway(away)}`}>
        {/* The white ring keeps the dark bubble visible on dark sections. */}
        <a
          href={mailtoLink(variant)}
          aria-label={t("contact.email")}
          className="hidden size-12 place-items-center rounded-full bg-ink-800 text-white shadow-float ring-2 ring-white hover:bg-ink-700 sm:grid"
        >
          <Mail aria-hidden="true" className="size-6" />
        </a>
        <a
          href={whatsappLink(variant, t("contact.whatsappMessage", { brand: t("meta.brand") }))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("contact.whatsapp")}
          className="grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-float hover:brightness-110 sm:size-12"
        >
          <WhatsAppIcon />
        </a>
        <div className="hidden xl:block">
          <LanguageSwitcher placement="floating" />
        </div>
      </div>
      <ScrollToTop className={floatingAway(away)} />
    </>
  );
}
