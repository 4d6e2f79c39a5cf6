import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** A vertical extent, in the layout viewport's coordinates. */
type Span = { top: number; bottom: number };

/** spansView tells whether a box covers the whole height the visitor sees. */
export function spansView(box: Span, view: Span): boolean {
  return box.top <= view.top && box.bottom >= view.bottom;
}

/** visibleSpan is the part of the page on screen: the visual viewport, which
 * a phone's keyboard shortens, or the window where there is none. */
function visibleSpan(): Span {
  const v = window.visualViewport;
  return v ? { top: v.offsetTop, bottom: v.offsetTop + v.height } : { top: 0, bottom: window.innerHeight };
}

/** useFormFillsScreen tells whether a form of the page fills the screen
 * from top to bottom, again as the visitor scrolls, turns the phone, opens a
 * keyboard or goes to another page. */
export function useFormFillsScreen(): boolean {
  const [fills, setFills] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const view = visibleSpan();
      setFills(Array.from(document.forms).some((form) => spansView(form.getBoundingClientRect(), view)));
    };
    update();
    const viewport = window.visualViewport;
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    viewport?.addEventListener("resize", update);
    viewport?.addEventListener("scroll", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      viewport?.removeEventListener("resize", update);
      viewport?.removeEventListener("scroll", update);
    };
  }, [pathname]);
  return fills;
}
