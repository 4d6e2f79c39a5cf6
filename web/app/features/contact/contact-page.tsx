import { CalendarClock, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import type { CardText, SectionText } from "~/content/sections";
import type { ContactCardId } from "~/content/types";
import { mailtoLink, telLink, whatsappLink } from "~/lib/contact-links";
import { usePageContacts, useSite } from "~/lib/use-site";

/** ContactPage lists every way to reach the agency for the page's variant
 * (WhatsApp, e-mail, phone, a call booked on the booking page), each card's
 * title and text from the content (the section's cards); the route puts the
 * consultation form (features/consultation) after it. */
export function ContactPage({ heading, options: section }: { heading: SectionText; options: SectionText }) {
  const { t } = useTranslation();
  const contacts = usePageContacts();
  const { to } = useSite();
  const brand = t("meta.brand");
  const words = (key: ContactCardId): CardText<ContactCardId> | undefined => section.cards?.find((c) => c.id === key);
  const options = [
    {
      key: "whatsapp",
      action: t("contact.whatsapp"),
      icon: <WhatsAppIcon className="size-6" />,
      iconClass: "bg-whatsapp/10 text-whatsapp-700",
      href: whatsappLink(contacts, t("contact.whatsappMessage", { brand })),
      external: true,
      detail: <bdi dir="ltr">{contacts.whatsapp}</bdi>,
    },
    {
      key: "email",
      action: t("contact.email"),
      icon: <Mail className="size-6" />,
      iconClass: "bg-accent-500/10 text-accent-600",
      href: mailtoLink(contacts),
      external: false,
      detail: <bdi dir="ltr">{contacts.email}</bdi>,
    },
    {
      key: "phone",
      action: t("contact.phone"),
      icon: <Phone className="size-6" />,
      iconClass: "bg-cyan-500/10 text-cyan-700",
      href: telLink(contacts),
      external: false,
      detail: <bdi dir="ltr">{contacts.phone}</bdi>,
    },
    {
      key: "meeting",
      action: t("contactPage.meeting.action"),
      icon: <CalendarClock className="size-6" />,
      iconClass: "bg-ink-900/5 text-ink-700",
      href: to("/book"),
      external: false,
      detail: t("pages.book"),
    },
  ] as const;
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          {heading.eyebrow && <p className="font-semibold text-cyan-400">{heading.eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{heading.heading}</h1>
          {heading.intro && <p className="mt-4 max-w-2xl text-lg text-ink-100">{heading.intro}</p>}
        </div>
      </header>

      <section aria-labelledby="contact-options" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <h2 id="contact-options" className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {section.heading}
        </h2>
        <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.key} className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
              <span aria-hidden="true" className={`grid size-12 place-items-center rounded-xl ${option.iconClass}`}>
                {option.icon}
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink-900">{words(option.key)?.title}</h3>
              <p className="mt-2 flex-1 text-ink-600">{words(option.key)?.text}</p>
              <p className="mt-4 text-sm font-medium break-all text-ink-700">{option.detail}</p>
              <a
                href={option.href}
                {...(option.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={`mt-5 inline-flex items-center justify-center gap-2 rounded-pill px-5 py-2.5 font-semibold text-white shadow-card hover:brightness-110 ${option.key === "whatsapp" ? "bg-whatsapp-700" : "bg-ink-900"}`}
              >
                {option.action}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
