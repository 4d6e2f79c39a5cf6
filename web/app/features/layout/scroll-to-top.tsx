import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCROLL_TOP_THRESHOLD_PX } from "~/config/constants";
import { scrollToSection } from "./nav-item";

/** ScrollToTop appears once the page is scrolled more than
 * SCROLL_TOP_THRESHOLD_PX and takes the visitor back to the top. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
      type="button"
      aria-label={t("nav.scrollToTop")}
      hidden={!visible}
      onClick={() => {
        scrollToSection("top");
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed bottom-4 start-4 z-30 grid size-12 place-items-center rounded-full bg-white text-ink-900 shadow-float ring-1 ring-ink-100 hover:bg-ink-50"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
