import { describe, expect, it } from "vitest";
import { spansView } from "./form-fills-screen";

describe("spansView", () => {
  const view = { top: 0, bottom: 780 };
  it("is true for a form that covers the screen from top to bottom", () => {
    expect(spansView({ top: -200, bottom: 1400 }, view)).toBe(true);
    expect(spansView({ top: 0, bottom: 780 }, view)).toBe(true);
  });
  it("is false while the form's top or bottom is on screen", () => {
    expect(spansView({ top: 40, bottom: 1400 }, view)).toBe(false);
    expect(spansView({ top: -600, bottom: 700 }, view)).toBe(false);
    expect(spansView({ top: 900, bottom: 2000 }, view)).toBe(false);
  });
  it("measures against the visual viewport a keyboard shortens", () => {
    expect(spansView({ top: 100, bottom: 500 }, { top: 150, bottom: 480 })).toBe(true);
  });
});
