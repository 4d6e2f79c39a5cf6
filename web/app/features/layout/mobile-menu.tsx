import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { parsePath } from "~/lib/paths";
import { useSite } from "~/lib/use-site";
import { navTrack, NavItem } from "./nav-item";
import { otherLinks, primaryLinks } from "./nav-links";

/** MobileMenu is the burger button and the panel it opens below 1280 px.
 * It closes on Escape (returning focus to the button), on navigation and
 * after an in-page link scrolled to its section. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { to } = useSite();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const onHome = parsePath(pathname).rest === "/home";

  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  // "Contact us" is the panel's own button below the list: listed twice, it
  // read as a repeat.
  const links = [...primaryLinks, ...otherLinks].filter((link) => link.key !== "contact");
  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        onClick={() => setOpen(!open)}
        className="grid size-11 place-items-center rounded-xl text-white hover:bg-white/10"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-ink-900 px-4 pb-6 shadow-float"
      >
        <ul className="mx-auto grid max-w-6xl gap-x-4 py-2 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.key}>
              <NavItem
                entry={link}
                label={t(`nav.${link.key}`)}
                menu="mobile_menu"
                onHome={onHome}
                onNavigate={close}
                className="block rounded-xl px-3 py-3 text-lg text-ink-100 hover:bg-white/5 aria-[current=page]:text-cyan-400"
              />
            </li>
          ))}
        </ul>
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row">
          <NavLink
            to={to("/contact")}
            onClick={close}
            className="rounded-pill border border-white/30 px-5 py-3 text-center font-semibold text-white hover:bg-white/10"
            {...navTrack("navbar_contact_us_click", "contact_us", "mobile_menu")}
          >
            {t("nav.contact")}
          </NavLink>
          <NavLink
            to={to("/contact") + "#consultation"}
            onClick={close}
            className="bg-brand-gradient rounded-pill px-5 py-3 text-center font-semibold text-white"
            {...navTrack("navbar_free_consultation_click", "free_consultation", "mobile_menu")}
          >
            {t("nav.freeConsultation")}
          </NavLink>
          <NavLink
            to={to("/book")}
            onClick={close}
            className="rounded-pill border border-white/30 px-5 py-3 text-center font-semibold text-white hover:bg-white/10"
            {...navTrack("button_click", "book_call", "mobile_menu")}
          >
            {t("nav.bookCall")}
          </NavLink>
        </div>
      </div>
    </div>
  );
}
