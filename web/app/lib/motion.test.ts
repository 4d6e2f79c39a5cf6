import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./motion";

describe("whenIdle", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs the work in an idle callback, with a deadline, and cancels it", () => {
    const pending = new Map<number, () => void>();
    vi.stubGlobal("requestIdleCallback", (work: () => void, options: IdleRequestOptions) => {
      expect(options.timeout).toBeGreaterThan(0);
      pending.set(pending.size + 1, work);
      return pending.size;
    });
    vi.stubGlobal("cancelIdleCallback", (id: number) => pending.delete(id));
    const work = vi.fn();
    whenIdle(work);
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    cancel();
    for (const run of pending.values()) run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs the work in a later task where the browser has no idle callbacks", () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal("requestIdleCallback", undefined);
      const work = vi.fn();
      whenIdle(work);
      expect(work).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
