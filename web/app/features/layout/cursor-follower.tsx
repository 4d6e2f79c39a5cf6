import { useEffect, useRef, useState } from "react";
import { CURSOR_EFFECT_MIN_WIDTH_PX } from "~/config/constants";
import { whenIdle } from "~/lib/motion";

/** The media query under which the cursor follower runs: wide screens with a
 * fine pointer, and no request for reduced motion. */
export const CURSOR_QUERY = `(min-width: ${CURSOR_EFFECT_MIN_WIDTH_PX + 1}px) and (pointer: fine) and (prefers-reduced-motion: no-preference)`;

/** CursorFollower is a soft ring that trails the mouse pointer. It is purely
 * decorative and exists only where CURSOR_QUERY matches, from the moment the
 * page is idle. */
export function CursorFollower() {
  const [enabled, setEnabled] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia(CURSOR_QUERY);
    const update = () => setEnabled(query.matches);
    const cancel = whenIdle(update);
    query.addEventListener("change", update);
    return () => {
      cancel();
      query.removeEventListener("change", update);
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let x = -100;
    let y = -100;
    let cx = x;
    let cy = y;
    let frame = 0;
    const tick = () => {
      cx += (x - cx) * 0.2;
      cy += (y - cy) * 0.2;
      if (ref.current) ref.current.style.transform = `translate3d(${cx - 16}px, ${cy - 16}px, 0)`;
      frame = Math.abs(x - cx) + Math.abs(y - cy) > 0.5 ? requestAnimationFrame(tick) : 0;
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== "mouse") return;
      x = e.clientX;
      y = e.clientY;
      if (ref.current) ref.current.style.opacity = "1";
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const onLeave = () => {
      if (ref.current) ref.current.style.opacity = "0";
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={ref}
      data-testid="cursor-follower"
      aria-hidden="true"
      // Pointer coordinates are physical, so this one box is placed from the
      // physical left in both directions.
      style={{ left: 0, top: 0 }}
      className="pointer-events-none fixed z-50 size-8 rounded-full border-2 border-accent-400/70 bg-cyan-400/10 opacity-0 transition-opacity duration-300"
    />
  );
}
