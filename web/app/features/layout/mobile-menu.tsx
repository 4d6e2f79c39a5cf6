import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { useSite } from "~/lib/use-site";
import { otherLinks, primaryLinks } from "./nav-links";

/** MobileMenu is the burger button and the panel it opens below 1024 px.
 * It closes on Escape (returning focus to the button) and on navigation. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { to } = useSite();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
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

  const links = [...primaryLinks, ...otherLinks];
  return (
    <div className="lg:hidden">
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
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40 border-t border-white/10 bg-ink-900 px-4 pb-6 shadow-float">
        <ul className="mx-auto max-w-6xl py-2">
          {links.map((link) => (
            <li key={link.key}>
              <NavLink
                to={to(link.rest)}
                className="block rounded-xl px-3 py-3 text-lg text-ink-100 hover:bg-white/5 aria-[current=page]:text-cyan-400"
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row">
          <NavLink to={to("/contact")} className="rounded-pill border border-white/30 px-5 py-3 text-center font-semibold text-white">
            {t("nav.contact")}
          </NavLink>
          <NavLink to={to("/contact")} className="bg-brand-gradient rounded-pill px-5 py-3 text-center font-semibold text-white">
            {t("nav.freeConsultation")}
          </NavLink>
        </div>
      </div>
    </div>
  );
}
