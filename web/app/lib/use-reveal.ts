import { useEffect, useRef, useState, type CSSProperties } from "react";
import { ANIMATION_VISIBILITY_THRESHOLD } from "~/config/constants";

type RevealState = "static" | "pending" | "revealed";

/** useReveal fades and slides an element in when it is scrolled into view
 * (SPEC.md §4), after delaySeconds (for staggering cards by index).
 *
 * The element renders visible, at prerender and at hydration alike; only
 * after hydration, and only if it is still out of view, is it hidden until
 * it comes into view. So nothing renders differently on the client, pages
 * work without JavaScript, and nothing is hidden under reduced motion. */
export function useReveal<T extends Element>(delaySeconds = 0) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          setState((s) => (s === "pending" ? "revealed" : s));
          observer.disconnect();
        } else if (first) {
          setState("pending");
        }
        first = false;
      },
      { threshold: ANIMATION_VISIBILITY_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const className =
    state === "pending"
      ? "translate-y-6 opacity-0"
      : state === "revealed"
        ? "translate-y-0 opacity-100 transition-[opacity,translate] duration-700 ease-out"
        : "";
  const style: CSSProperties | undefined = state === "revealed" && delaySeconds > 0 ? { transitionDelay: `${Math.round(delaySeconds * 1000)}ms` } : undefined;
  return { ref, className, style, state };
}
