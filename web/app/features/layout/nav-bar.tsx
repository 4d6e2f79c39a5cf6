import { Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches } from "react-router";
import { Logo } from "~/components/ui/logo";
import type { AnnouncementText } from "~/content/sections";
import { parsePath } from "~/lib/paths";
import { trackAttrs } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { navTrack, NavItem } from "./nav-item";
import { primaryLinks } from "./nav-links";
import { OtherOptionsMenu } from "./other-options-menu";

/** useOnHome tells whether the current page is the home page, where the
 * navigation scrolls to sections instead of leaving the page. */
export function useOnHome(): boolean {
  return parsePath(useLocation().pathname).rest === "/home";
}

/** useAnnouncement is the announcement bar's texts when the page's loader
 * gives them (the home page's: they are content, not in this bundle). */
function useAnnouncement(): AnnouncementText | undefined {
  return useMatches()
    .map((m) => (m.loaderData as { announcement?: AnnouncementText } | undefined)?.announcement)
    .find(Boolean);
}

/** AnnouncementBar is the home page's offer line, sticky with the header. */
function AnnouncementBar({ text }: { text: AnnouncementText }) {
  const { t } = useTranslation();
  const { to } = useSite();
  return (
    <div className="bg-brand-gradient text-white">
      <p className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-2 text-center text-sm sm:px-6">
        <Megaphone aria-hidden="true" className="hidden size-4 shrink-0 sm:block rtl:-scale-x-100" />
        <span className="sm:hidden">{text.short}</span>
        <span className="hidden sm:inline">{text.text}</span>
        <Link
          to={to("/contact") + "#consultation"}
          className="shrink-0 font-semibold underline underline-offset-4 hover:no-underline"
          {...trackAttrs("free_consultation_click", { button_name: "announcement", section: "announcement" })}
        >
          {t("announcement.link")}
        </Link>
      </p>
    </div>
  );
}

/** NavBar is the site header on every page, with the announcement bar on
 * the home page. The two stay on screen together from the sm breakpoint; on a
 * phone only the header does (the wrapper is display: contents there, so the
 * header sticks to the page and the announcement scrolls away with it), and
 * the sticky part takes 64 px of the screen whatever the texts' length. */
export function NavBar() {
  const { t } = useTranslation();
  const { to } = useSite();
  const onHome = useOnHome();
  const announcement = useAnnouncement();
  return (
    <div className="max-sm:contents sm:sticky sm:top-0 sm:z-40">
      {announcement && <AnnouncementBar text={announcement} />}
      <header className="sticky top-0 z-40 bg-ink-900 text-white shadow-[0_1px_0_rgb(255_255_255/0.06)] sm:static">
        <nav aria-label={t("nav.label")} className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={to("/home")} aria-label={t("nav.logo")} className="shrink-0 rounded-lg" {...navTrack("navbar_logo_click", "logo", "bar")}>
            <Logo brand={t("meta.brand")} />
          </Link>
          <ul className="hidden items-center gap-0.5 xl:flex">
            {primaryLinks.map((link) => (
              <li key={link.key}>
                <NavItem
                  entry={link}
                  label={t(`nav.${link.key}`)}
                  menu="bar"
                  onHome={onHome}
                  className="block rounded-pill px-3 py-2 font-medium text-ink-100 hover:text-white aria-[current=page]:text-cyan-400"
                />
              </li>
            ))}
            <li>
              <OtherOptionsMenu />
            </li>
          </ul>
          <div className="flex items-center gap-2">
            <Link
              to={to("/contact") + "#consultation"}
              className="bg-brand-gradient hidden rounded-pill px-5 py-2.5 font-semibold text-white shadow-card sm:inline-block"
              {...navTrack("navbar_free_consultation_click", "free_consultation", "bar")}
            >
              {t("nav.freeConsultation")}
            </Link>
            {/* Below xl the language is switched here, beside the menu; wider
                screens have it among the floating controls. */}
            <div className="xl:hidden">
              <LanguageSwitcher placement="header" />
            </div>
            <MobileMenu />
          </div>
        </nav>
      </header>
    </div>
  );
}
