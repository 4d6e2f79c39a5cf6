import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCROLL_TOP_THRESHOLD_PX } from "~/config/constants";
import { useScrolledDown } from "./scroll-to-top";

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe("useScrolledDown", () => {
  it("reads where a page is scrolled in the frame after hydration, not during its effects, then on every scroll", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
    window.scrollY = SCROLL_TOP_THRESHOLD_PX + 100; // a page loaded part-way down
    const { result } = renderHook(() => useScrolledDown());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current).toBe(false);
  });
});
