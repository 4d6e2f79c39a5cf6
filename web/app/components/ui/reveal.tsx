import { useEffect, useRef, useState, type ElementType, type ReactNode } from "react";
import { ANIMATION_VISIBILITY_THRESHOLD } from "~/config/constants";
import { prefersReducedMotion } from "~/lib/motion";

type Phase = "static" | "hidden" | "shown";

/** Reveal fades and slides its content in when it scrolls into view. It
 * prerenders visible ("static"); after hydration, content still below the
 * fold is hidden and shown again once ANIMATION_VISIBILITY_THRESHOLD of it is
 * in view. With reduced motion nothing is ever hidden. */
export function Reveal({
  as: Tag = "div",
  className = "",
  delayS = 0,
  children,
  ...rest
}: {
  as?: ElementType;
  className?: string;
  /** Stagger: seconds to wait before this element's transition. */
  delayS?: number;
  children: ReactNode;
} & Record<string, unknown>) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visible = entry.isIntersecting;
        if (first) {
          first = false;
          if (visible && entry.intersectionRatio >= ANIMATION_VISIBILITY_THRESHOLD) {
            observer.disconnect();
            return;
          }
          if (!visible) setPhase("hidden");
        }
        if (visible && entry.intersectionRatio >= ANIMATION_VISIBILITY_THRESHOLD) {
          setPhase("shown");
          observer.disconnect();
        }
      },
      { threshold: [0, ANIMATION_VISIBILITY_THRESHOLD] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      data-reveal={phase}
      style={phase === "shown" && delayS ? { transitionDelay: `${delayS}s` } : undefined}
      className={className}
      {...rest}
    >
      {children}
    </Tag>
  );
}
