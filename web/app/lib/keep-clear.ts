import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** keepClear marks a part of a page that floating controls must never cover
 * (the consultation form, the footer): spread it on the element. */
export const keepClear = { "data-keep-clear": "" } as const;

/** useKeepClearInView tells whether any part of the page marked keepClear is
 * on screen, so floating controls can get out of the way. It looks again
 * after each navigation, since the marked parts come with the page. */
export function useKeepClearInView(): boolean {
  const { pathname } = useLocation();
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    document.querySelectorAll("[data-keep-clear]").forEach((el) => observer.observe(el));
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [pathname]);
  return inView;
}
