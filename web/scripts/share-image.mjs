// The share preview of one page (og:image, twitter:image): its title and the
// brand on the site's navy and accent colours, 1200 × 630, drawn as SVG and
// rendered to PNG by resvg, which shapes Arabic and lays it out right to
// left with the fonts given to it (no system font, no browser).
import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";

export const WIDTH = 1200;
export const HEIGHT = 630;
const MARGIN = 88;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

const require = createRequire(import.meta.url);
/** TTF files from npm: resvg reads TrueType, not the site's woff2. */
export const fonts = {
  latin: { family: "Inter", file: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf") },
  arabic: { family: "Cairo", file: require.resolve("@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf") },
};
const fontOptions = { fontFiles: [fonts.latin.file, fonts.arabic.file], loadSystemFonts: false, defaultFontFamily: fonts.latin.family };

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function textElement(text, { x, y, size, family, rtl, fill = "#fff", weight = 700 }) {
  const anchor = rtl ? ` direction="rtl" text-anchor="end"` : "";
  return `<text x="${x}" y="${y}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="${fill}"${anchor}>${escapeXml(text)}</text>`;
}

/** measureText gives the width of one line as resvg lays it out. */
export function measureText(text, size, family, rtl) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * 4}" height="200">${textElement(text, { x: rtl ? WIDTH * 4 - 10 : 10, y: 150, size, family, rtl })}</svg>`;
  return new Resvg(svg, { font: fontOptions }).getBBox()?.width ?? 0;
}

/** wrapLines breaks a title into lines no wider than maxWidth, word by
 * word; a word wider than a line stays whole on its own line. */
export function wrapLines(text, maxWidth, measure) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** layoutTitle picks the largest size at which the title fits in three
 * lines. */
export function layoutTitle(title, measure) {
  for (const size of [76, 66, 58, 50]) {
    const lines = wrapLines(title, TEXT_WIDTH, (t) => measure(t, size));
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 50, lines: wrapLines(title, TEXT_WIDTH, (t) => measure(t, 50)).slice(0, 3) };
}

/** shareImageSvg draws the preview of a page titled `title` in a language
 * written in `dir`, under the brand's mark and name. */
export function shareImageSvg({ title, brand, dir, measure = measureText }) {
  const rtl = dir === "rtl";
  const family = rtl ? fonts.arabic.family : fonts.latin.family;
  const { size, lines } = layoutTitle(title, (t, s) => measure(t, s, family, rtl));
  const x = rtl ? WIDTH - MARGIN : MARGIN;
  const lineHeight = Math.round(size * (rtl ? 1.45 : 1.2));
  const top = 330 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines.map((line, i) => textElement(line, { x, y: Math.round(top + i * lineHeight), size, family, rtl })).join("");
  const markX = rtl ? WIDTH - MARGIN - 56 : MARGIN;
  const brandX = rtl ? WIDTH - MARGIN - 76 : MARGIN + 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#06b6d4"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#0b1026"/>
<circle cx="${rtl ? 80 : WIDTH - 80}" cy="40" r="300" fill="#7c3aed" opacity=".28"/><circle cx="${rtl ? 80 : WIDTH - 80}" cy="40" r="190" fill="#7c3aed" opacity=".22"/>
<circle cx="${rtl ? WIDTH - 60 : 60}" cy="${HEIGHT + 40}" r="240" fill="#06b6d4" opacity=".16"/>
<rect x="${markX}" y="72" width="56" height="56" rx="16" fill="url(#accent)"/><circle cx="${markX + 28}" cy="100" r="9" fill="#fff"/>
${textElement(brand, { x: brandX, y: 112, size: 34, family, rtl, fill: "#e6e8f5" })}
${titleLines}
<rect x="${MARGIN}" y="${HEIGHT - 72}" width="${TEXT_WIDTH}" height="8" rx="4" fill="url(#accent)"/>
</svg>`;
}

/** renderShareImage gives the PNG of shareImageSvg. Flat shapes rather
 * than soft gradients keep it well under the 150 KB a preview may weigh. */
export function renderShareImage(options) {
  return new Resvg(shareImageSvg(options), { font: fontOptions, fitTo: { mode: "original" } }).render().asPng();
}
