import { describe, expect, it } from "vitest";
import { formatMonthYear, formatNumber } from "./intl-format";

describe("formatMonthYear", () => {
  it.each([
    ["en", "May 2024"],
    ["ar", "مايو 2024"],
    ["fr", "mai 2024"],
    ["tr", "Mayıs 2024"],
  ] as const)("formats 2024-05 in %s", (lang, want) => {
    expect(formatMonthYear(lang, "2024-05")).toBe(want);
  });
  it("rejects anything but YYYY-MM", () => {
    expect(() => formatMonthYear("en", "May 2024")).toThrow();
  });
});

describe("formatNumber", () => {
  it("groups thousands per language", () => {
    expect(formatNumber("en", 7000)).toBe("7,000");
    expect(formatNumber("ar", 7000)).toBe("7,000");
    expect(formatNumber("tr", 7000)).toBe("7.000");
    expect(formatNumber("fr", 7000).replace(/\s/g, " ")).toBe("7 000");
  });
});
