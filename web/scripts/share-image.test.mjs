import { describe, expect, it } from "vitest";
import { HEIGHT, WIDTH, layoutTitle, renderShareImage, shareImageSvg, wrapLines } from "./share-image.mjs";

// A stand-in measure: 10 px per character, so the tests read as arithmetic.
const perChar = (text) => text.length * 10;

describe("share image", () => {
  it("wraps a title word by word within the width", () => {
    expect(wrapLines("one two three four", 100, perChar)).toEqual(["one two", "three four"]);
    expect(wrapLines("unbreakablewordlongerthanaline ok", 90, perChar)).toEqual(["unbreakablewordlongerthanaline", "ok"]);
  });
  it("takes a smaller size rather than a fourth line", () => {
    const measure = (text, size) => text.length * size * 0.5;
    const short = layoutTitle("Projects", measure);
    const long = layoutTitle("Rahal Fleet — la gestion d’une agence de location de voitures et de ses contrats", measure);
    expect(short).toEqual({ size: 76, lines: ["Projects"] });
    expect(long.size).toBeLessThan(76);
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });
  it("sets Arabic right to left from the right margin, in the Arabic font, with the text escaped", () => {
    const svg = shareImageSvg({ title: "الأسئلة <الشائعة>", brand: "نقطة ستوديو", dir: "rtl", measure: perChar });
    expect(svg).toContain('font-family="Cairo"');
    expect(svg).toContain('direction="rtl" text-anchor="end"');
    expect(svg).toContain("الأسئلة &lt;الشائعة&gt;");
    expect(shareImageSvg({ title: "FAQ", brand: "Nuqta Studio", dir: "ltr", measure: perChar })).not.toContain('direction="rtl"');
  });
  it("renders a 1200 × 630 PNG under 150 KB", () => {
    const png = renderShareImage({ title: "رحّال فليت — إدارة مكاتب التأجير", brand: "نقطة ستوديو", dir: "rtl" });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([WIDTH, HEIGHT]);
    expect(png.length).toBeLessThan(150 * 1024);
  });
});
