// Writes the Turkish letters of Inter that its Latin file lacks (Ğ ğ İ Ş ş)
// as a font file of their own, so a Turkish page loads the Latin file plus a
// few kilobytes instead of the 85 KB latin-ext file (app/styles/app.css).
// The output is committed; run this again after upgrading
// @fontsource-variable/inter:  node scripts/turkish-font.mjs
// app/styles/turkish-font.test.ts fails when the committed file is not what
// this makes.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** The letters, as the unicode-range of their @font-face. */
export const turkishLetters = "ĞğİŞş";
export const turkishFontFile = fileURLToPath(new URL("../app/styles/fonts/inter-turkish-wght-normal.woff2", import.meta.url));
const latinExt = fileURLToPath(new URL("../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2", import.meta.url));

/** turkishFont subsets Inter's latin-ext file to the letters, keeping its weight axis. */
export function turkishFont() {
  return subsetFont(readFileSync(latinExt), turkishLetters, { targetFormat: "woff2" });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await turkishFont();
  writeFileSync(turkishFontFile, font);
  console.log(`${turkishFontFile}: ${font.length} bytes`);
}
