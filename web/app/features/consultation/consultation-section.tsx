import { CalendarClock } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { whatsappLink } from "~/lib/contact-links";
import { usePageContacts, useSite } from "~/lib/use-site";
import type { SectionText } from "~/content/sections";
import type { ServiceName } from "~/content/services";
import { CheckList } from "./check-list";
import { ConsultationForm } from "./consultation-form";

/** The fragment every "free consultation" button links to: to("/contact") + CONSULTATION_HASH. */
export const CONSULTATION_HASH = "#consultation";

/** ConsultationSection is the contact page's consultation region: why to
 * ask (its heading, introduction and ticked points: content), WhatsApp for those who prefer it, and the form. Arriving at
 * #consultation puts keyboard and screen-reader focus on its heading (the
 * browser or the router has scrolled there), so the next Tab is the form. */
export function ConsultationSection({ heading: words, projectTitles, services }: { heading: SectionText; projectTitles?: Readonly<Record<number, string>>; services: readonly ServiceName[] }) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const { to } = useSite();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (hash !== CONSULTATION_HASH) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest("section")?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <section id="consultation" aria-labelledby="consultation-title" className="scroll-mt-16 bg-ink-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-2">
          <h2 ref={heading} id="consultation-title" tabIndex={-1} className="text-3xl font-bold text-ink-900 outline-none sm:text-4xl">
            {words.heading}
          </h2>
          {words.intro && <p className="mt-4 text-lg text-ink-700">{words.intro}</p>}
          {words.points && <CheckList points={words.points} className="mt-6 space-y-3" />}
          <div className="mt-8 rounded-card border border-ink-100 bg-white p-5">
            <p className="font-semibold text-ink-900">{t("consultation.whatsappPrompt")}</p>
            <a
              href={whatsappLink(contacts, t("contact.whatsappMessage", { brand: t("meta.brand") }))}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 rounded-pill bg-whatsapp-700 px-5 py-2.5 font-semibold text-white hover:brightness-110"
            >
              <WhatsAppIcon className="size-5" />
              {t("consultation.whatsappCta")}
            </a>
            <p className="mt-5 font-semibold text-ink-900">{t("consultation.bookPrompt")}</p>
            <Link
              to={to("/book")}
              className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-pill border border-ink-400 px-5 py-2.5 font-semibold text-ink-900 hover:border-ink-600"
            >
              <CalendarClock aria-hidden="true" className="size-5" />
              {t("consultation.bookCta")}
            </Link>
          </div>
        </div>
        <div className="rounded-card bg-white p-5 shadow-card sm:p-8 lg:col-span-3">
          <ConsultationForm contacts={contacts} projectTitles={projectTitles} services={services} />
        </div>
      </div>
    </section>
  );
}
