import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Logo } from "~/components/ui/logo";
import { useSite } from "~/lib/use-site";
import { MobileMenu } from "./mobile-menu";
import { primaryLinks } from "./nav-links";
import { OtherOptionsMenu } from "./other-options-menu";

/** NavBar is the site header on every page. */
export function NavBar() {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <header className="sticky top-0 z-40 bg-ink-900 text-white shadow-[0_1px_0_rgb(255_255_255/0.06)]">
      <nav aria-label={t("nav.label")} className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={to("/home")} aria-label={t("nav.logo")} className="rounded-lg">
          <Logo brand={t("meta.brand")} />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {primaryLinks.map((link) => (
            <li key={link.key}>
              <NavLink
                to={to(link.rest)}
                className="rounded-pill px-3 py-2 font-medium text-ink-100 hover:text-white aria-[current=page]:text-cyan-400"
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <OtherOptionsMenu />
          </li>
        </ul>
        <div className="flex items-center gap-2">
          <Link
            to={to("/contact")}
            className="bg-brand-gradient hidden rounded-pill px-5 py-2.5 font-semibold text-white shadow-card sm:inline-block"
          >
            {t("nav.freeConsultation")}
          </Link>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
