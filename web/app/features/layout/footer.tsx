import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { site } from "~/config/site";
import { mailtoLink, telLink, whatsappLink } from "~/lib/contact-links";
import { useSite } from "~/lib/use-site";

const fastLinks = [
  { key: "projects", rest: "/projects" },
  { key: "faq", rest: "/faq" },
  { key: "privacy", rest: "/privacy-policy" },
  { key: "terms", rest: "/terms-of-usage" },
] as const;

/** Footer closes every page: brand, quick links, contact and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { to, variant } = useSite();
  const brand = t("meta.brand");
  return (
    <footer id="footer" className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div>
          <Link to={to("/home")} aria-label={t("nav.logo")} className="inline-block rounded-lg text-white">
            <Logo brand={brand} />
          </Link>
          <p className="mt-4 max-w-xs">{t("footer.tagline")}</p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{t("footer.fastLinks")}</h2>
          <ul className="mt-4 space-y-2">
            {fastLinks.map((link) => (
              <li key={link.key}>
                <Link to={to(link.rest)} className="hover:text-white">
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={whatsappLink(variant, t("contact.whatsappMessage", { brand }))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <WhatsAppIcon className="size-5" /> {t("contact.whatsapp")}
              </a>
            </li>
            <li>
              <a href={mailtoLink(variant)} className="inline-flex items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" className="size-5" /> <bdi dir="ltr">{variant.email}</bdi>
              </a>
            </li>
            <li>
              <a href={telLink(variant)} className="inline-flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-5" /> <bdi dir="ltr">{variant.phone}</bdi>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-6 text-center text-sm">
        {t("footer.rights", { year: site.copyrightYear, brand })}
      </p>
    </footer>
  );
}
