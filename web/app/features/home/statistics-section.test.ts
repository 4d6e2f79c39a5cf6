import { describe, expect, it } from "vitest";
import { easeOut } from "./statistics-section";

describe("easeOut", () => {
  it("starts at 0, ends at 1, stays there, and rises faster at first", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(1.5)).toBe(1);
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(easeOut(0.9)).toBeLessThan(1);
  });
});
