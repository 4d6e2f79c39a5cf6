import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_MIN_MOVEMENT_PX, SCROLL_THROTTLE_MS } from "~/config/constants";
import { createScrollDepth } from "./scroll-depth";

/** A 4,000 px page seen through a 1,000 px window: the bottom of the
 * viewport passes 25 % at the top, 50 % at 1,000, 75 % at 2,000 and the end
 * at 3,000. */
function setup(height = 4_000) {
  const view = { scrollY: 0, innerHeight: 1_000, scrollHeight: () => height };
  const reported: number[] = [];
  const depth = createScrollDepth(view, (p) => reported.push(p));
  const scrollTo = (y: number) => {
    view.scrollY = y;
    depth.onScroll();
  };
  return { view, reported, depth, scrollTo };
}

describe("createScrollDepth", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports each step once as the visitor scrolls down", () => {
    const { reported, scrollTo } = setup();
    scrollTo(100);
    expect(reported).toEqual([25]);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(1_000);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(2_000);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(3_000);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(0); // back up, and down again: nothing new
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(3_000);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 5);
    expect(reported).toEqual([25, 50, 75, 100]);
  });

  it("reports every step a jump passes", () => {
    const { reported, scrollTo } = setup();
    scrollTo(2_999.5); // a fractional end position still counts as the end
    expect(reported).toEqual([25, 50, 75, 100]);
  });

  it("gives one pixel of slack and no more", () => {
    const { reported, scrollTo } = setup();
    scrollTo(2_998); // 2 px short of the end: beyond the slack
    expect(reported).toEqual([25, 50, 75]);
  });

  it("ignores movements under the minimum", () => {
    const { reported, scrollTo } = setup();
    scrollTo(SCROLL_MIN_MOVEMENT_PX - 1);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
    expect(reported).toEqual([]);
    scrollTo(SCROLL_MIN_MOVEMENT_PX); // measured from the last evaluated position, 0
    expect(reported).toEqual([25]);
  });

  it("counts a move down from the highest point since the last evaluation", () => {
    const { reported, scrollTo } = setup();
    scrollTo(600);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(100); // up: followed, not evaluated
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(100 + SCROLL_MIN_MOVEMENT_PX - 1);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(1_100); // 1,000 px below the highest point: 50 % seen
    expect(reported).toEqual([25, 50]);
  });

  it("does not count the router's smooth scroll to the top of a new page", () => {
    const { view, reported, depth, scrollTo } = setup(2_000); // a short page: 50 % is in view at the top
    scrollTo(1_000);
    expect(reported).toEqual([25, 50, 75, 100]);
    depth.reset(); // the new page's view, still at the old position
    for (const y of [800, 500, 200, 0]) {
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
      scrollTo(y);
    }
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(view.scrollY).toBe(0);
    expect(reported).toEqual([25, 50, 75, 100]);
    scrollTo(SCROLL_MIN_MOVEMENT_PX); // the visitor's own first move
    expect(reported).toEqual([25, 50, 75, 100, 25, 50]);
  });

  it("evaluates at most once per throttle interval, the last position included", () => {
    let y = 0;
    let reads = 0;
    const view = { get scrollY() { reads++; return y; }, innerHeight: 1_000, scrollHeight: () => 4_000 };
    const reported: number[] = [];
    const depth = createScrollDepth(view, (p) => reported.push(p));
    reads = 0;
    for (y = 60; y <= 1_200; y += 60) {
      depth.onScroll();
      vi.advanceTimersByTime(4); // 20 scroll events in 80 ms
    }
    expect(reads).toBe(1); // the leading evaluation only, at 60
    expect(reported).toEqual([25]);
    y = 1_200;
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(reads).toBe(2); // the trailing one, at 1,200
    expect(reported).toEqual([25, 50]);
  });

  it("does not report on a page that does not scroll", () => {
    const { reported, scrollTo } = setup(1_000);
    scrollTo(0);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(reported).toEqual([]);
  });

  it("starts over after reset, from the position at the reset", () => {
    const { view, reported, depth, scrollTo } = setup();
    scrollTo(3_000);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    view.scrollY = 0; // the router scrolled the new page to the top
    depth.reset();
    scrollTo(0);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(reported).toEqual([25, 50, 75, 100]);
    scrollTo(1_000);
    expect(reported).toEqual([25, 50, 75, 100, 25, 50]);
  });

  it("stop cancels a pending evaluation", () => {
    const { reported, depth, scrollTo } = setup();
    scrollTo(100);
    scrollTo(3_000); // within the interval: scheduled
    depth.stop();
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
    expect(reported).toEqual([25]);
  });
});
