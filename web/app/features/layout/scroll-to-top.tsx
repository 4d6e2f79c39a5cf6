import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCROLL_TOP_THRESHOLD_PX } from "~/config/constants";
import { scrollToSection } from "./nav-item";

/** useScrolledDown tells whether the page is scrolled more than
 * SCROLL_TOP_THRESHOLD_PX, when a way back to the top is offered. */
export function useScrolledDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const update = () => setDown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // The first read waits for the next frame: read now, it would lay the
    // whole page out inside hydration's effects, one long task (issue 38).
    const first = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
  }, []);
  return down;
}

/** backToTop scrolls to the top and moves focus to the page's start, so a
 * keyboard user continues from there. */
export function backToTop() {
  scrollToSection("top");
  document.getElementById("main")?.focus({ preventScroll: true });
}

/** ScrollToTop is the floating back-to-top bubble of wide screens (from
 * xl), in the corner opposite the contact bubbles; below xl the contact bar
 * carries the same button. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledDown();
  return (
    <button
      type="button"
      aria-label={t("nav.scrollToTop")}
      hidden={!visible}
      onClick={backToTop}
      className="fixed bottom-4 start-4 z-30 hidden size-12 place-items-center rounded-full bg-white text-ink-900 shadow-float ring-1 ring-ink-100 hover:bg-ink-50 xl:grid"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
