// @vitest-environment node
import { readFileSync } from "node:fs";
// @ts-expect-error: fontverter ships no types
import fontverter from "fontverter";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script without types
import { turkishFont, turkishFontFile, turkishLetters } from "../../scripts/turkish-font.mjs";

const css = readFileSync(new URL("./base.css", import.meta.url), "utf8"); // the fonts, shared by both builds

/** The tags of a TrueType/OpenType font's tables. */
function tables(sfnt: Buffer): string[] {
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => sfnt.toString("latin1", 12 + i * 16, 16 + i * 16));
}

describe("the Turkish letters' font file", () => {
  it("is what scripts/turkish-font.mjs makes from the installed Inter", async () => {
    const made: Buffer = await turkishFont();
    expect(made.equals(readFileSync(turkishFontFile))).toBe(true);
  });

  it("keeps Inter's weight axis and holds glyphs for the letters", async () => {
    const sfnt: Buffer = await fontverter.convert(readFileSync(turkishFontFile), "truetype");
    expect(tables(sfnt)).toEqual(expect.arrayContaining(["fvar", "gvar", "cmap"]));
    expect(sfnt.length).toBeGreaterThan(1000);
  });

  it("is declared for exactly those letters", () => {
    const face = css.match(/@font-face \{[^}]*inter-turkish[^}]*\}/)?.[0] ?? "";
    const range = face.match(/unicode-range: ([^;]+);/)?.[1] ?? "";
    const points = range.split(",").flatMap((part) => {
      const [from, to = from] = part.trim().replace("U+", "").split("-");
      const out: number[] = [];
      for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) out.push(c);
      return out;
    });
    expect(points.sort()).toEqual([...turkishLetters].map((ch: string) => ch.codePointAt(0)!).sort());
  });
});
