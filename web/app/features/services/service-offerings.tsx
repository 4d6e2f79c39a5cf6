import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { CallLink } from "~/components/ui/call-link";
import type { OfferingText } from "~/content/services";
import { consultationHref } from "~/lib/consultation-link";
import { trackAttrs } from "~/lib/track";
import { usePageContacts, useSite } from "~/lib/use-site";
import { offeringTexts } from "./service-cards";
import type { SectionText } from "~/content/sections";

/** ServiceOfferings: the offerings (content, from the page's loader), each at an anchor of its id (the
 * footer links there) with its call to action (content: label and target):
 * the form with the offer's service chosen, the booking page, a WhatsApp
 * chat naming it or an e-mail. */
export function ServiceOfferings({ heading, offerings }: { heading: SectionText; offerings: readonly OfferingText[] }) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const { to } = useSite();
  const brand = t("meta.brand");
  return (
    <section aria-labelledby="offerings-title" className="bg-ink-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="offerings-title" tone="dark" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {offerings.map(({ id, name: title, text, call }, i) => {
            const offering = offeringTexts[id];
            if (!offering) return null;
            const { key, icon: Icon } = offering;
            return (
              <Reveal as="li" key={id} id={id} delayS={(i % 2) * 0.1} className="flex scroll-mt-28 flex-col rounded-card bg-white/5 p-8 ring-1 ring-white/10">
                <Icon aria-hidden="true" className="size-9 text-cyan-400" />
                <h3 className="mt-5 text-2xl font-bold">{title}</h3>
                <p className="mt-3 flex-1 text-ink-100">{text}</p>
                <CallLink
                  call={call}
                  places={{ contacts, to, whatsappMessage: t("services.ctaMessage", { brand, service: title }), formHref: consultationHref(to("/contact"), { service: id }) }}
                  className="bg-brand-gradient mt-6 inline-flex items-center gap-2 self-start rounded-pill px-6 py-3 font-semibold text-white hover:brightness-110"
                  {...trackAttrs("button_click", { button_name: `offering_${snakeCase(key)}`, index: i, section: "services" })}
                />
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** snakeCase writes an offering's key as the catalogue's button names are
 * written (customApps → custom_apps): the server refuses capitals there. */
function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
