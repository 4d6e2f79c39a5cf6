import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useReveal } from "./use-reveal";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let callbacks: Callback[] = [];

function Box({ delay = 0 }: { delay?: number }) {
  const reveal = useReveal<HTMLDivElement>(delay);
  return (
    <div ref={reveal.ref} data-testid="box" data-state={reveal.state} className={reveal.className} style={reveal.style}>
      box
    </div>
  );
}

function stubMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: reduce && q.includes("reduce"), media: q }));
}

beforeEach(() => {
  callbacks = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(cb: Callback) {
        callbacks.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useReveal", () => {
  it("hides an element out of view, then reveals it with its delay", () => {
    stubMotion(false);
    render(<Box delay={0.15} />);
    const box = screen.getByTestId("box");
    expect(box.dataset.state).toBe("static");
    act(() => callbacks[0]!([{ isIntersecting: false }]));
    expect(box.dataset.state).toBe("pending");
    expect(box.className).toContain("opacity-0");
    act(() => callbacks[0]!([{ isIntersecting: true }]));
    expect(box.dataset.state).toBe("revealed");
    expect(box.style.transitionDelay).toBe("150ms");
  });
  it("leaves an element already in view as it is", () => {
    stubMotion(false);
    render(<Box />);
    act(() => callbacks[0]!([{ isIntersecting: true }]));
    expect(screen.getByTestId("box").dataset.state).toBe("static");
  });
  it("never hides anything under reduced motion", () => {
    stubMotion(true);
    render(<Box />);
    expect(callbacks).toHaveLength(0);
    expect(screen.getByTestId("box").dataset.state).toBe("static");
  });
});
