import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { mailtoLink, telLink, whatsappLink } from "~/lib/contact-links";
import { useContacts, useEveryPage, useSite } from "~/lib/use-site";
import { navTrack } from "./nav-item";

const fastLinks = [
  { key: "about", rest: "/about", event: "navbar_about_click", name: "about" },
  { key: "services", rest: "/services", event: "navbar_services_click", name: "services" },
  { key: "projects", rest: "/projects", event: "navbar_projects_click", name: "projects" },
  { key: "contact", rest: "/contact", event: "navbar_contact_click", name: "contact" },
  { key: "faq", rest: "/faq", event: "navbar_faq_click", name: "faq" },
  { key: "privacy", rest: "/privacy-policy", event: "navbar_privacy_policy_click", name: "privacy_policy" },
  { key: "terms", rest: "/terms-of-usage", event: "navbar_terms_click", name: "terms" },
] as const;

/** Footer closes every page: brand, quick links, the services (each at its
 * place on the services page), contact and the copyright of the year the
 * site was built. The services and contacts are content every page's loader
 * gives (content/every-page.ts); a not-found page has no loader: its footer
 * links to the services and contact pages instead. */
export function Footer() {
  const { t } = useTranslation();
  const { to } = useSite();
  const contacts = useContacts();
  const { footerServices: services = [], tagline } = useEveryPage();
  const brand = t("meta.brand");
  return (
    <footer id="footer" className="scroll-mt-24 bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link to={to("/home")} aria-label={t("nav.logo")} className="inline-block rounded-lg text-white" {...navTrack("navbar_logo_click", "logo", "footer")}>
            <Logo brand={brand} />
          </Link>
          {tagline && <p className="mt-4 max-w-xs">{tagline}</p>}
          {contacts && (
            <a
              href={whatsappLink(contacts, t("contact.whatsappMessage", { brand }))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("contact.whatsapp")}
              className="mt-6 inline-grid size-11 place-items-center rounded-full bg-whatsapp text-white hover:brightness-110"
            >
              <WhatsAppIcon />
            </a>
          )}
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{t("footer.fastLinks")}</h2>
          <ul className="mt-4 space-y-2">
            {fastLinks.map((link) => (
              <li key={link.key}>
                <Link to={to(link.rest)} className="hover:text-white" {...navTrack(link.event, link.name, "footer")}>
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{t("footer.services")}</h2>
          <ul className="mt-4 space-y-2">
            {services.length === 0 && (
              <li>
                <Link to={to("/services")} className="hover:text-white">
                  {t("nav.services")}
                </Link>
              </li>
            )}
            {services.map(({ id, name }) => (
              <li key={id}>
                <Link to={`${to("/services")}#${id}`} className="hover:text-white">
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div data-section="contact">
          <h2 className="text-base font-semibold text-white">{t("footer.contact")}</h2>
          {contacts ? (
            <ul className="mt-4 space-y-3">
              <li>
                <a
                  href={whatsappLink(contacts, t("contact.whatsappMessage", { brand }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <WhatsAppIcon className="size-5 shrink-0" /> {t("contact.whatsapp")}
                </a>
              </li>
              <li>
                <a href={mailtoLink(contacts)} className="inline-flex items-center gap-2 hover:text-white">
                  <Mail aria-hidden="true" className="size-5 shrink-0" /> <bdi dir="ltr">{contacts.email}</bdi>
                </a>
              </li>
              <li>
                <a href={telLink(contacts)} className="inline-flex items-center gap-2 hover:text-white">
                  <Phone aria-hidden="true" className="size-5 shrink-0" /> <bdi dir="ltr">{contacts.phone}</bdi>
                </a>
              </li>
            </ul>
          ) : (
            <p className="mt-4">
              <Link to={to("/contact")} className="hover:text-white">
                {t("nav.contact")}
              </Link>
            </p>
          )}
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-6 text-center text-sm">{t("footer.rights", { year: String(BUILD_YEAR), brand })}</p>
    </footer>
  );
}
