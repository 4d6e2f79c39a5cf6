import { describe, expect, it } from "vitest";
import { nextIndex } from "./roving";

describe("nextIndex in a list", () => {
  const list = { count: 5, rtl: false };

  it("moves with the arrows, stays at the ends, jumps with Home and End", () => {
    expect(nextIndex(0, "ArrowRight", list)).toBe(1);
    expect(nextIndex(0, "ArrowDown", list)).toBe(1);
    expect(nextIndex(2, "ArrowUp", list)).toBe(1);
    expect(nextIndex(0, "ArrowLeft", list)).toBe(0);
    expect(nextIndex(4, "ArrowRight", list)).toBe(4);
    expect(nextIndex(2, "Home", list)).toBe(0);
    expect(nextIndex(2, "End", list)).toBe(4);
  });

  it("moves forward with ArrowLeft right to left", () => {
    expect(nextIndex(1, "ArrowLeft", { ...list, rtl: true })).toBe(2);
    expect(nextIndex(1, "ArrowRight", { ...list, rtl: true })).toBe(0);
    expect(nextIndex(1, "ArrowDown", { ...list, rtl: true })).toBe(2);
  });

  it("leaves other keys to the page", () => {
    expect(nextIndex(1, "Tab", list)).toBeNull();
    expect(nextIndex(1, "Enter", list)).toBeNull();
  });
});

describe("nextIndex in a grid of weeks", () => {
  // Two weeks: padding at 0 and 1, dates 2..12, padding at 13.
  const grid = { count: 14, columns: 7, rtl: false, focusable: (i: number) => i >= 2 && i <= 12 };

  it("moves a week with Up and Down, a day with Left and Right", () => {
    expect(nextIndex(3, "ArrowDown", grid)).toBe(10);
    expect(nextIndex(10, "ArrowUp", grid)).toBe(3);
    expect(nextIndex(6, "ArrowRight", grid)).toBe(7);
    expect(nextIndex(7, "ArrowLeft", grid)).toBe(6);
  });

  it("never lands on padding", () => {
    expect(nextIndex(2, "ArrowLeft", grid)).toBe(2);
    expect(nextIndex(8, "ArrowUp", grid)).toBe(2);
    expect(nextIndex(12, "ArrowRight", grid)).toBe(12);
    expect(nextIndex(6, "ArrowDown", grid)).toBe(12);
    expect(nextIndex(4, "Home", grid)).toBe(2);
    expect(nextIndex(9, "End", grid)).toBe(12);
    expect(nextIndex(9, "Home", grid)).toBe(7);
  });

  it("reverses Left and Right, not Up and Down, right to left", () => {
    const rtl = { ...grid, rtl: true };
    expect(nextIndex(6, "ArrowLeft", rtl)).toBe(7);
    expect(nextIndex(7, "ArrowRight", rtl)).toBe(6);
    expect(nextIndex(3, "ArrowDown", rtl)).toBe(10);
  });
});
