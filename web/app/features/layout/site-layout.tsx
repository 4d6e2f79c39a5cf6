import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { rememberLanguage } from "~/lib/language-cache";
import { parsePath } from "~/lib/paths";
import { ContactBar } from "./contact-bar";
import { CursorFollower } from "./cursor-follower";
import { FloatingContact } from "./floating-contact";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";

/** SiteLayout is the frame of every page: skip link, header, the page, the
 * footer, the contact bar (below xl) and the floating contact buttons
 * (from xl). */
export function SiteLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { lang, hasLanguage } = parsePath(useLocation().pathname);
  // A path without a language shows English but must not overwrite the
  // visitor's choice (routes/not-found-root.tsx remembers the detected one).
  useEffect(() => {
    if (hasLanguage) rememberLanguage(lang);
  }, [lang, hasLanguage]);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-ink-900"
      >
        {t("nav.skipToContent")}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ContactBar />
      <FloatingContact />
      <CursorFollower />
    </>
  );
}
