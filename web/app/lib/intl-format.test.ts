import { describe, expect, it } from "vitest";
import { formatFigure, formatMonthYear, formatNumber, formatWeeks, locales } from "./intl-format";

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
    expect(() => formatMonthYear("en", "2024-13")).toThrow();
    expect(() => formatMonthYear("en", "2024-00")).toThrow();
  });
  it("writes every month of 2000-2040 as each language's date formatter does, without building one", () => {
    for (const lang of ["en", "ar", "fr", "tr"] as const) {
      const intl = new Intl.DateTimeFormat(locales[lang], { year: "numeric", month: "long", timeZone: "UTC" });
      for (let year = 2000; year <= 2040; year++) {
        for (let month = 1; month <= 12; month++) {
          const yearMonth = `${year}-${String(month).padStart(2, "0")}`;
          expect(formatMonthYear(lang, yearMonth), `${lang} ${yearMonth}`).toBe(intl.format(new Date(Date.UTC(year, month - 1, 1))));
        }
      }
    }
  });
});

describe("formatNumber", () => {
  it("groups thousands per language", () => {
    expect(formatNumber("en", 7000)).toBe("7,000");
    expect(formatNumber("ar", 7000)).toBe("7,000");
    expect(formatNumber("tr", 7000)).toBe("7.000");
    expect(formatNumber("fr", 7000).replace(/\s/g, " ")).toBe("7 000");
  });
  it("writes whole numbers as each language's formatter does, without building one", () => {
    const wholes = [...Array.from({ length: 20_000 }, (_, n) => n), 99_999, 100_000, 123_456, 999_999, 1_000_000, 7_654_321, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const lang of ["en", "ar", "fr", "tr"] as const) {
      const format = new Intl.NumberFormat(locales[lang]);
      for (const n of wholes) expect(formatNumber(lang, n), `${lang} ${n}`).toBe(format.format(n));
      for (const n of [-0, -1, -1000, 1.5, 1234.5, 2 ** 60]) expect(formatNumber(lang, n), `${lang} ${n}`).toBe(format.format(n));
    }
  });
});

describe("formatters", () => {
  it("are built once per language and style, not once per number", () => {
    const NumberFormat = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built++;
      }
    } as typeof NumberFormat;
    try {
      for (const n of [1001, 1002, 1003]) {
        formatNumber("tr", n);
        formatFigure("tr", { value: n / 10, style: "percent" });
      }
      expect(built).toBeLessThanOrEqual(2);
      built = 0;
      for (const lang of ["en", "ar", "fr", "tr"] as const) {
        for (const n of [0, 1, 2, 9, 14, 120]) formatWeeks(lang, n);
        for (const value of [0.38, 0.7]) formatFigure(lang, { value, style: "percent" });
        for (const value of [4.8, 5]) formatFigure(lang, { value, style: "decimal" });
      }
      expect(built, "formatters built for weeks and figures").toBe(0);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});

describe("formatWeeks", () => {
  it.each([
    { name: "en plural", lang: "en", weeks: 14, want: "14 weeks" },
    { name: "ar few", lang: "ar", weeks: 9, want: "9 أسابيع" },
    { name: "ar many", lang: "ar", weeks: 14, want: "14 أسبوعًا" },
    { name: "ar dual", lang: "ar", weeks: 2, want: "أسبوعان" },
    { name: "fr, with a narrow no-break space", lang: "fr", weeks: 14, want: "14\u202fsemaines" },
    { name: "tr", lang: "tr", weeks: 14, want: "14 hafta" },
  ] as const)("says $name", ({ lang, weeks, want }) => {
    expect(formatWeeks(lang, weeks)).toBe(want);
  });
  it("writes 0-999 weeks as each language's unit formatter does, without building one, and the rest with it", () => {
    for (const lang of ["en", "ar", "fr", "tr"] as const) {
      const intl = new Intl.NumberFormat(locales[lang], { style: "unit", unit: "week", unitDisplay: "long" });
      const pinned = (n: number) => intl.format(n).replace(/[\u00a0\u202f]/g, "\u202f").replace(/[\u200e\u200f\u061c]/g, "");
      for (let n = 0; n < 1000; n++) expect(formatWeeks(lang, n), `${lang} ${n}`).toBe(pinned(n));
      for (const n of [1000, 1001, 2.5, -1]) expect(formatWeeks(lang, n), `${lang} ${n}`).toBe(pinned(n));
    }
  });
});

describe("formatFigure", () => {
  it.each([
    { name: "a count with more", lang: "en", figure: { value: 120000, style: "integer", plus: true }, want: "120,000+" },
    { name: "a French percent with a no-break space", lang: "fr", figure: { value: 0.38, style: "percent" }, want: "38\u202f%" },
    { name: "a Turkish percent, sign first", lang: "tr", figure: { value: 0.38, style: "percent" }, want: "%38" },
    { name: "an Arabic percent with its own sign, without direction marks", lang: "ar", figure: { value: 0.62, style: "percent" }, want: "62\u066a" },
    { name: "a French rating", lang: "fr", figure: { value: 4.8, style: "decimal" }, want: "4,8" },
    { name: "a round rating keeps its decimal", lang: "en", figure: { value: 5, style: "decimal" }, want: "5.0" },
  ] as const)("formats $name", ({ lang, figure, want }) => {
    expect(formatFigure(lang, figure)).toBe(want);
  });
  it("writes whole percentages and one-decimal numbers as each language's formatter does, without building one", () => {
    for (const lang of ["en", "ar", "fr", "tr"] as const) {
      const percent = new Intl.NumberFormat(locales[lang], { style: "percent" });
      const decimal = new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      const pinned = (format: Intl.NumberFormat, n: number) => {
        const text = format.format(n).replace(/[\u00a0\u202f]/g, "\u202f").replace(/[\u200e\u200f\u061c]/g, "");
        return lang === "ar" ? text.replace("%", "\u066a") : text;
      };
      for (let n = 0; n <= 20_000; n++) {
        expect(formatFigure(lang, { value: n / 100, style: "percent" }), `${lang} ${n}%`).toBe(pinned(percent, n / 100));
        expect(formatFigure(lang, { value: n / 10, style: "decimal" }), `${lang} ${n / 10}`).toBe(pinned(decimal, n / 10));
      }
      for (const value of [0.123, 0.005, 4.85, 1.25, -0.5, 2 ** 60]) {
        expect(formatFigure(lang, { value, style: "percent" }), `${lang} ${value} percent`).toBe(pinned(percent, value));
        expect(formatFigure(lang, { value, style: "decimal" }), `${lang} ${value} decimal`).toBe(pinned(decimal, value));
      }
    }
  });
});
