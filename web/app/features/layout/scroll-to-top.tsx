import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SCROLL_TOP_THRESHOLD_PX } from "~/config/constants";
import { scrollToSection } from "./nav-item";

/** ScrollToTop appears once the page is scrolled more than
 * SCROLL_TOP_THRESHOLD_PX and takes the visitor back to the top. On a phone
 * it sits above the WhatsApp bubble, so one corner holds every floating
 * control and the other side of the text stays clear; from the sm breakpoint
 * it takes the other corner. className carries its floating state. */
export function ScrollToTop({ className }: { className: string }) {
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
      className={`fixed bottom-[5.25rem] end-[1.375rem] z-30 grid size-11 place-items-center rounded-full bg-white text-ink-900 shadow-float ring-1 ring-ink-100 hover:bg-ink-50 sm:bottom-4 sm:end-auto sm:start-4 sm:size-12 ${className}`}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
