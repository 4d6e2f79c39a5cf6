import { SCROLL_DEPTH_STEP_PERCENT, SCROLL_MIN_MOVEMENT_PX, SCROLL_THROTTLE_MS } from "~/config/constants";

/** What scroll depth reads of the page, so tests can give their own. */
export interface Viewport {
  scrollY: number;
  innerHeight: number;
  scrollHeight(): number;
}

export interface ScrollDepth {
  /** onScroll is the scroll listener. */
  onScroll(): void;
  /** reset starts a new page view: every step may be reported again. */
  reset(): void;
  stop(): void;
}

/** createScrollDepth reports each 25 % step of the page the visitor has
 * seen (the bottom of the viewport passed it) once per page view, all steps
 * passed at once when a jump skips some. The position is evaluated at most
 * every SCROLL_THROTTLE_MS (the last scroll of a burst included), and only
 * when it moved at least SCROLL_MIN_MOVEMENT_PX down since the last
 * evaluation (or the highest point since). */
export function createScrollDepth(view: Viewport, report: (percent: number) => void): ScrollDepth {
  let reached = 0;
  let lastY = view.scrollY;
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const evaluate = () => {
    timer = undefined;
    lastRun = Date.now();
    const y = view.scrollY;
    // Scrolling up shows nothing new: follow it without evaluating. This also
    // keeps the router's (smooth) scroll to the top of a new page from
    // counting as the visitor's own scrolling.
    if (y < lastY) lastY = y;
    if (y - lastY < SCROLL_MIN_MOVEMENT_PX) return;
    lastY = y;
    // One pixel of slack: a fractional scroll position may stop short of the end.
    const seen = ((y + view.innerHeight + 1) / view.scrollHeight()) * 100;
    while (reached < 100 && reached + SCROLL_DEPTH_STEP_PERCENT <= seen) report((reached += SCROLL_DEPTH_STEP_PERCENT));
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    onScroll() {
      if (timer) return;
      const wait = lastRun + SCROLL_THROTTLE_MS - Date.now();
      if (wait <= 0) evaluate();
      else timer = setTimeout(evaluate, wait);
    },
    reset() {
      stop();
      reached = 0;
      lastY = view.scrollY;
    },
    stop,
  };
}
