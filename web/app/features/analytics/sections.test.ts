import { describe, expect, it } from "vitest";
import { createSectionViews, halfSeen, type ObserverFactory } from "./sections";

describe("halfSeen", () => {
  it.each([
    { name: "nothing on screen", visible: 0, height: 400, viewport: 800, want: false },
    { name: "under half of a short section", visible: 199, height: 400, viewport: 800, want: false },
    { name: "half of a short section", visible: 200, height: 400, viewport: 800, want: true },
    { name: "a tall section covering under half the viewport", visible: 399, height: 3000, viewport: 800, want: false },
    { name: "a tall section covering half the viewport", visible: 400, height: 3000, viewport: 800, want: true },
    { name: "an empty section", visible: 0, height: 0, viewport: 800, want: false },
  ])("$name: $want", ({ visible, height, viewport, want }) => {
    expect(halfSeen(visible, height, viewport)).toBe(want);
  });
});

describe("createSectionViews", () => {
  it("reports a section once per watch, with one observer at a time", () => {
    const reported: string[] = [];
    let callback: IntersectionObserverCallback = () => {};
    let live = 0;
    const observe: ObserverFactory = (cb, options) => {
      expect(options.threshold).toContain(0.5);
      callback = cb;
      live++;
      return { observe: () => {}, disconnect: () => void live-- };
    };
    const el = document.createElement("div");
    el.setAttribute("data-section", "faq");
    const entry = (visible: number) =>
      ({ target: el, intersectionRect: { height: visible }, boundingClientRect: { height: 600 }, rootBounds: { height: 700 } }) as unknown as IntersectionObserverEntry;
    const views = createSectionViews((s) => reported.push(s), observe);
    views.watch([el]);
    callback([entry(100)], {} as IntersectionObserver);
    callback([entry(300), entry(600)], {} as IntersectionObserver);
    views.watch([el]); // the next page view
    callback([entry(600)], {} as IntersectionObserver);
    expect(live).toBe(1);
    views.stop();
    expect(live).toBe(0);
    expect(reported).toEqual(["faq", "faq"]);
  });
});
