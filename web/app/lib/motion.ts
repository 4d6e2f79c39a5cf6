import { useEffect, useState, type RefObject } from "react";

/** prefersReducedMotion reads the visitor's motion preference; call it only
 * in effects and event handlers (never during render: prerendered pages must
 * hydrate unchanged). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** useReducedMotion is false at prerender and on the first client render,
 * then follows the visitor's preference. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** useInView tells whether the element is at least `threshold` visible.
 * With once, it stays true after the first time. False until measured. */
export function useInView(ref: RefObject<Element | null>, threshold: number, once = false): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99;
        if (once && visible) observer.disconnect();
        setInView(visible);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold, once]);
  return inView;
}

/** usePageVisible is false while the browser tab is hidden. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/** whenIdle runs decorative work (particles, the cursor follower) once the
 * browser is idle, after the page has hydrated and answers input, or after
 * timeoutMs at the latest (docs/decisions/0470); a browser without idle
 * callbacks runs it in a later task. It returns what cancels the work. */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
