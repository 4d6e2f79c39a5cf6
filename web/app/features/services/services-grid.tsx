import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallLink } from "~/components/ui/call-link";
import { Reveal } from "~/components/ui/reveal";
import type { ServiceCardText } from "~/content/services";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Sector } from "~/content/sectors";
import { consultationHref } from "~/lib/consultation-link";
import { trackAttrs } from "~/lib/track";
import { usePageContacts, useSite } from "~/lib/use-site";
import { cardIcons } from "./service-cards";
import type { CallText, SectionText } from "~/content/sections";

/** ServicesGrid: the service cards (content, from the page's loader), each
 * with a button to the projects of its sector (/projects?sector={key}), or,
 * for a sector without projects (not in `withProjects`, from the loader
 * too), the cards' call to action (content: its label and target; the form
 * with the card's service chosen by default): never to an empty list.
 * `section` names where it sits, for analytics; without a heading the
 * page's h1 is the cards' parent, so they are h2s. */
export function ServicesGrid({
  section,
  cards,
  call,
  heading,
  withProjects,
}: {
  section: "home" | "services";
  cards: readonly ServiceCardText[];
  /** The call of a card whose sector has no projects yet. */
  call: CallText;
  /** The section's heading (content); none where the page's is above. */
  heading?: SectionText;
  withProjects: readonly Sector[];
}) {
  const { t } = useTranslation();
  const { to } = useSite();
  const contacts = usePageContacts();
  const brand = t("meta.brand");
  const CardHeading = heading ? "h3" : "h2";
  return (
    <section id={section === "home" ? "services" : undefined} aria-labelledby={heading ? "services-title" : undefined} className={`scroll-mt-28 ${heading ? "py-20" : "pb-20 pt-12"}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {heading && <SectionHeading id="services-title" eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />}
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${heading ? "mt-12" : ""}`}>
          {cards.map(({ sector: key, service, name, text }, i) => {
            const Icon = cardIcons[key];
            return (
            <Reveal as="li" key={key} delayS={(i % 3) * 0.1} className="flex flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-ink-100">
              <span className="grid size-14 place-items-center rounded-2xl bg-accent-500/10 text-accent-600">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <CardHeading className="mt-5 text-xl font-bold text-ink-900">{name}</CardHeading>
              <p className="mt-3 flex-1 text-ink-600">{text}</p>
              {withProjects.includes(key) ? (
                <Link
                  to={`${to("/projects")}?sector=${key}`}
                  aria-label={t("services.buttonLabel", { service: name })}
                  className={cardButton}
                  {...trackAttrs("service_card_click", { button_name: "service_card", index: i, section })}
                >
                  {t("services.button")}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              ) : (
                <CallLink
                  call={call}
                  places={{ contacts, to, whatsappMessage: t("services.ctaMessage", { brand, service: name }), formHref: consultationHref(to("/contact"), { service }) }}
                  aria-label={t("services.callLabel", { call: call.label, service: name })}
                  className={cardButton}
                  {...trackAttrs("service_card_click", { button_name: "service_card", index: i, section })}
                />
              )}
            </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const cardButton = "mt-6 inline-flex items-center gap-2 self-start rounded-pill bg-ink-900 px-5 py-2.5 font-semibold text-white hover:bg-ink-700";
