import { LifeBuoy, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { CallLink } from "~/components/ui/call-link";
import type { CallText, WhoWeAreText } from "~/content/sections";
import { trackAttrs } from "~/lib/track";
import { usePageContacts, useSite } from "~/lib/use-site";

const icons: Record<WhoWeAreText["features"][number]["id"], LucideIcon> = { team: Users, quality: ShieldCheck, support: LifeBuoy };

/** WhoWeAre introduces the team: the content's feature cards, the call to
 * a free consultation (its label and target content too) and, unless that
 * call is the form already, a link to the contact page's form. With
 * level 1 its title is the page's heading (the about page), and the cards'
 * headings one level below it. */
export function WhoWeAre({ content, call, level = 2, title, lead }: { content: WhoWeAreText; call: CallText; level?: 1 | 2; title?: string; lead?: string }) {
  const { t } = useTranslation();
  const { to } = useSite();
  const contacts = usePageContacts();
  const CardHeading = level === 1 ? "h2" : "h3";
  return (
    <section id="who-we-are" aria-labelledby="who-we-are-title" className="scroll-mt-28 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="who-we-are-title"
          level={level}
          eyebrow={content.eyebrow}
          title={title ?? content.title}
          lead={lead ?? content.lead}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.features.map(({ id, title: featureTitle, text }, i) => {
            const Icon = icons[id] ?? Users;
            return (
            <Reveal as="li" key={id} delayS={i * 0.1} className="rounded-card bg-white p-8 shadow-card ring-1 ring-ink-100">
              <span className="bg-brand-gradient grid size-12 place-items-center rounded-2xl text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardHeading className="mt-5 text-xl font-bold text-ink-900">{featureTitle}</CardHeading>
              <p className="mt-3 text-ink-600">{text}</p>
            </Reveal>
            );
          })}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4">
          <CallLink
            call={call}
            places={{ contacts, to, whatsappMessage: t("contact.whatsappMessage", { brand: t("meta.brand") }) }}
            className="bg-brand-gradient inline-flex items-center gap-2 rounded-pill px-8 py-4 text-lg font-semibold text-white shadow-float hover:brightness-110"
            {...trackAttrs("free_consultation_click", { button_name: "free_consultation", section: "who_we_are" })}
          />
          {call.target !== "form" && (
            <Link to={to("/contact") + "#consultation"} className="font-semibold text-accent-600 underline underline-offset-4 hover:no-underline">
              {content.formLink}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
