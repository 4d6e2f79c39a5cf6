import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { prefersReducedMotion } from "~/lib/motion";
import { trackAttrs, type EventName } from "~/lib/track";
import { useSite } from "~/lib/use-site";
import type { NavEntry } from "./nav-links";

type Menu = "bar" | "dropdown" | "mobile_menu" | "footer";

/** navTrack marks a navigation click with its navbar_* event. */
export function navTrack(event: EventName, name: string, menu: Menu): Record<string, string> {
  if (event === "button_click") return trackAttrs("button_click", { button_name: `nav_${name}`, section: menu });
  return trackAttrs(event as "navbar_home_click", { button_name: name, menu });
}

/** scrollToSection scrolls smoothly (unless motion is reduced) to a section
 * of the current page and moves focus there for keyboard and screen-reader
 * users. "top" is the top of the page. */
export function scrollToSection(id: string): boolean {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (id === "top") {
    window.scrollTo({ top: 0, behavior });
    return true;
  }
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior, block: "start" });
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  return true;
}

/** NavItem is one navigation entry: an in-page link that scrolls to its
 * section on the home page, a route link elsewhere. An in-page link is
 * labelled as one: an arrow, and "(on this page)" for screen readers. */
export function NavItem({
  entry,
  label,
  menu,
  onHome,
  className,
  onNavigate,
}: {
  entry: NavEntry;
  label: string;
  menu: Menu;
  onHome: boolean;
  className: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { to } = useSite();
  const track = navTrack(entry.event, entry.name, menu);
  if (onHome && entry.section) {
    const section = entry.section;
    const Arrow = section === "top" ? ArrowUp : ArrowDown;
    return (
      <a
        href={section === "top" ? "#main" : `#${section}`}
        className={className}
        {...track}
        onClick={(e) => {
          if (scrollToSection(section)) e.preventDefault();
          onNavigate?.();
        }}
      >
        <span className="inline-flex items-center gap-1.5">
          {label}
          <Arrow aria-hidden="true" className="size-3.5 shrink-0 opacity-60" />
          <span className="sr-only"> {t("nav.onThisPage")}</span>
        </span>
      </a>
    );
  }
  return (
    <NavLink to={to(entry.rest)} end className={className} {...track} onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
