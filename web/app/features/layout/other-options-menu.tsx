import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS } from "~/config/constants";
import { useSite } from "~/lib/use-site";
import { navTrack } from "./nav-item";
import { otherLinks } from "./nav-links";

/** OtherOptionsMenu is the "more" dropdown: it opens on hover, focus or
 * click, and closes DROPDOWN_CLOSE_DELAY_MS after the pointer leaves, on
 * Escape, or when focus leaves it. */
export function OtherOptionsMenu() {
  const { t } = useTranslation();
  const { to } = useSite();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  // Escape closes it even when it was opened by hovering, with focus elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const inside = buttonRef.current?.parentElement?.contains(document.activeElement);
      setOpen(false);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && show()}
      onPointerLeave={(e) => e.pointerType === "mouse" && closeLater()}
      onFocus={(e) => e.target.matches(":focus-visible") && show()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : show())}
        className="inline-flex items-center gap-1 rounded-pill px-3 py-2 font-medium text-ink-100 hover:text-white"
      >
        {t("nav.otherOptions")}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 min-w-56 rounded-2xl bg-white p-2 text-ink-900 shadow-float"
      >
        {otherLinks.map((link) => (
          <li key={link.key}>
            <NavLink
              to={to(link.rest)}
              onClick={() => setOpen(false)}
              {...navTrack(link.event, link.name, "dropdown")}
              className="block rounded-xl px-4 py-2.5 hover:bg-ink-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-600"
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
