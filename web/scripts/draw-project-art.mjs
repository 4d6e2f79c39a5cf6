// Draws the original artwork of the nine projects (a background and a phone
// mock-up of the app each) as small SVG files in public/images/projects/.
// node scripts/draw-project-art.mjs — the output is committed; rerun after
// changing a motif or a palette.
import { mkdirSync, writeFileSync } from "node:fs";

const out = new URL("../public/images/projects/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

// Each motif is drawn in a 100×100 box, white on the project's colours.
const motifs = {
  // Walking rewards: two footprints and a coin.
  1: `<ellipse cx="34" cy="58" rx="11" ry="17" fill="#fff"/><circle cx="28" cy="34" r="4" fill="#fff"/><circle cx="36" cy="33" r="3.5" fill="#fff"/><circle cx="43" cy="36" r="3" fill="#fff"/>
      <ellipse cx="60" cy="44" rx="10" ry="15" fill="#fff" opacity=".75"/><circle cx="55" cy="23" r="3.5" fill="#fff" opacity=".75"/><circle cx="62" cy="22" r="3" fill="#fff" opacity=".75"/><circle cx="68" cy="25" r="2.6" fill="#fff" opacity=".75"/>
      <circle cx="74" cy="74" r="14" fill="#fde68a"/><circle cx="74" cy="74" r="9" fill="none" stroke="#b45309" stroke-width="3"/>`,
  // Well drilling: a drop over a well.
  2: `<path d="M50 12c12 18 22 30 22 43a22 22 0 0 1-44 0c0-13 10-25 22-43z" fill="#fff"/><path d="M40 56a10 10 0 0 0 10 10" stroke="#0e7490" stroke-width="4" fill="none" stroke-linecap="round"/>
      <rect x="24" y="80" width="52" height="10" rx="3" fill="#fff" opacity=".8"/>`,
  // Herbs store: two leaves on a stem.
  3: `<path d="M50 88V40" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M50 52C30 52 20 38 22 20c18 0 30 12 28 32z" fill="#fff"/><path d="M50 64c18 0 30-12 28-30-18 0-30 12-28 30z" fill="#fff" opacity=".75"/>`,
  // Abaya store: a hanger and a long robe.
  4: `<path d="M50 10a6 6 0 1 1 6 6c-3 0-6 2-6 5v3" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M50 24 22 40h56z" fill="#fff" opacity=".8"/>
      <path d="M36 40h28l10 50H26z" fill="#fff"/><path d="M50 40v50" stroke="#9d174d" stroke-width="2" opacity=".5"/>`,
  // Preaching: an open book under a crescent.
  5: `<path d="M14 44c12-6 24-6 36 2v40c-12-8-24-8-36-2z" fill="#fff"/><path d="M86 44c-12-6-24-6-36 2v40c12-8 24-8 36-2z" fill="#fff" opacity=".8"/>
      <path d="M58 10a16 16 0 1 0 12 26 13 13 0 1 1-12-26z" fill="#fde68a"/>`,
  // Daily companion: fourteen tool tiles.
  6: Array.from({ length: 14 }, (_, i) => {
    const x = 12 + (i % 4) * 20;
    const y = 14 + Math.floor(i / 4) * 20;
    return `<rect x="${x}" y="${y}" width="15" height="15" rx="4" fill="#fff" opacity="${i % 3 === 0 ? 1 : 0.7}"/>`;
  }).join("") + `<path d="M86 66a12 12 0 1 0 4 18 10 10 0 1 1-4-18z" fill="#fde68a"/>`,
  // AI translation: two speech bubbles, A and 文-like strokes.
  7: `<path d="M10 18h44a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H28l-10 10V54h-2a6 6 0 0 1-6-6z" fill="#fff"/><path d="M24 46l8-20 8 20M27 39h10" stroke="#4338ca" stroke-width="4" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
      <path d="M90 42H46a6 6 0 0 0-6 6v24a6 6 0 0 0 6 6h26l10 10V78h2a6 6 0 0 0 6-6z" fill="#fff" opacity=".8"/><path d="M56 52h24M68 48v6M58 74c8-4 14-10 16-20M62 58c4 8 10 12 16 14" stroke="#4338ca" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
  // Car-rental agency: a dashboard chart and a car.
  8: `<rect x="12" y="12" width="76" height="48" rx="6" fill="#fff"/><path d="M22 50V38M34 50V28M46 50V34M58 50V22M70 50V30" stroke="#0f766e" stroke-width="6" stroke-linecap="round"/>
      <path d="M22 80l6-10h44l6 10v8H22z" fill="#fff" opacity=".85"/><circle cx="34" cy="88" r="6" fill="#fde68a"/><circle cx="66" cy="88" r="6" fill="#fde68a"/>`,
  // Car rental for users: a car and a key.
  9: `<path d="M12 62l10-20h56l10 20v14H12z" fill="#fff"/><path d="M28 46h44l6 14H22z" fill="#c2410c" opacity=".35"/><circle cx="30" cy="78" r="9" fill="#fde68a"/><circle cx="70" cy="78" r="9" fill="#fde68a"/>
      <circle cx="74" cy="22" r="9" fill="none" stroke="#fff" stroke-width="5"/><path d="M66 28 46 48m6-6 5 5m-10 0 4 4" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
};

const palettes = {
  1: ["#7c3aed", "#22d3ee"],
  2: ["#0e7490", "#38bdf8"],
  3: ["#15803d", "#a3e635"],
  4: ["#9d174d", "#f472b6"],
  5: ["#1e3a8a", "#14b8a6"],
  6: ["#065f46", "#34d399"],
  7: ["#4338ca", "#c084fc"],
  8: ["#0f766e", "#2563eb"],
  9: ["#c2410c", "#facc15"],
};

function background(id) {
  const [a, b] = palettes[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset=".55" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<pattern id="d" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" opacity=".12"/></pattern></defs>
<rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#d)"/>
<circle cx="1320" cy="160" r="260" fill="${b}" opacity=".35"/><circle cx="220" cy="820" r="320" fill="${a}" opacity=".45"/>
<circle cx="1180" cy="640" r="140" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
<g transform="translate(980 180) scale(5.2)" opacity=".14">${motifs[id]}</g>
</svg>
`;
}

function phone(id) {
  const [a, b] = palettes[id];
  const rows = [0, 1, 2]
    .map((i) => `<rect x="150" y="${470 + i * 78}" width="300" height="62" rx="16" fill="#fff" opacity="${i === 0 ? 0.95 : 0.7}"/>
<rect x="166" y="${484 + i * 78}" width="34" height="34" rx="10" fill="${i % 2 ? b : a}"/><rect x="214" y="${488 + i * 78}" width="${150 - i * 24}" height="10" rx="5" fill="#1d2552" opacity=".8"/><rect x="214" y="${506 + i * 78}" width="${200 - i * 30}" height="8" rx="4" fill="#1d2552" opacity=".35"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<ellipse cx="300" cy="770" rx="190" ry="18" fill="#0b1026" opacity=".18"/>
<rect x="120" y="40" width="360" height="720" rx="54" fill="#0b1026"/>
<rect x="134" y="54" width="332" height="692" rx="42" fill="url(#s)"/>
<rect x="250" y="68" width="100" height="22" rx="11" fill="#0b1026"/>
<rect x="160" y="118" width="120" height="12" rx="6" fill="#fff" opacity=".9"/><circle cx="430" cy="124" r="14" fill="#fff" opacity=".85"/>
<rect x="150" y="160" width="300" height="280" rx="28" fill="#fff" opacity=".16"/>
<g transform="translate(205 205) scale(1.9)">${motifs[id]}</g>
${rows}
<rect x="230" y="718" width="140" height="8" rx="4" fill="#fff" opacity=".7"/>
</svg>
`;
}

// Screens for the case-study galleries: bare screens (no device), which the
// page frames as a phone or a browser window, like a real screenshot.
const ink = "#1d2552";
const line = (x, y, w, o = 0.8, h = 10) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${ink}" opacity="${o}"/>`;

function phoneList(id) {
  const [a, b] = palettes[id];
  const items = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="20" y="${360 + i * 92}" width="350" height="76" rx="18" fill="#fff"/><rect x="34" y="${374 + i * 92}" width="48" height="48" rx="14" fill="${i % 2 ? b : a}"/>
${line(96, 382 + i * 92, 170 - (i % 3) * 30)}${line(96, 402 + i * 92, 220 - (i % 2) * 50, 0.35, 8)}<circle cx="340" cy="${398 + i * 92}" r="10" fill="${a}" opacity=".25"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 844" width="390" height="844">
<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="390" height="844" fill="#f4f6fb"/><rect width="390" height="320" fill="url(#h)"/>
<rect x="20" y="60" width="120" height="12" rx="6" fill="#fff" opacity=".9"/><circle cx="352" cy="66" r="16" fill="#fff" opacity=".85"/>
<g transform="translate(135 100) scale(1.2)">${motifs[id]}</g>
${items}
<rect x="0" y="780" width="390" height="64" fill="#fff"/>${[0, 1, 2, 3].map((i) => `<circle cx="${60 + i * 90}" cy="806" r="11" fill="${i === 0 ? a : ink}" opacity="${i === 0 ? 1 : 0.25}"/>`).join("")}
</svg>
`;
}

function phoneDetail(id) {
  const [a, b] = palettes[id];
  const tiles = [0, 1, 2, 3]
    .map((i) => `<rect x="${20 + (i % 2) * 180}" y="${470 + Math.floor(i / 2) * 130}" width="170" height="116" rx="18" fill="#fff"/>
<rect x="${36 + (i % 2) * 180}" y="${486 + Math.floor(i / 2) * 130}" width="36" height="36" rx="10" fill="${i % 2 ? b : a}" opacity=".9"/>${line(36 + (i % 2) * 180, 540 + Math.floor(i / 2) * 130, 110)}${line(36 + (i % 2) * 180, 560 + Math.floor(i / 2) * 130, 80, 0.35, 8)}`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 844" width="390" height="844">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="390" height="844" fill="#f4f6fb"/>
<rect x="20" y="60" width="30" height="12" rx="6" fill="${ink}" opacity=".6"/>${line(140, 60, 110, 0.8, 12)}
<rect x="20" y="100" width="350" height="340" rx="28" fill="url(#c)"/>
<g transform="translate(120 150) scale(1.5)">${motifs[id]}</g>
${tiles}
<rect x="20" y="740" width="350" height="56" rx="28" fill="url(#c)"/>${line(135, 763, 120, 0.9, 10).replace(ink, "#fff")}
</svg>
`;
}

function webDashboard(id) {
  const [a, b] = palettes[id];
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 60 + ((i * 37 + id * 13) % 140);
    return `<rect x="${392 + i * 46}" y="${560 - h}" width="28" height="${h}" rx="6" fill="${i % 3 ? a : b}" opacity="${i % 3 ? 0.85 : 1}"/>`;
  }).join("");
  const rows = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="980" y="${232 + i * 66}" width="400" height="54" rx="12" fill="#f4f6fb"/><circle cx="1008" cy="${259 + i * 66}" r="14" fill="${i % 2 ? b : a}"/>${line(1034, 250 + i * 66, 150 - i * 12)}${line(1034, 268 + i * 66, 210, 0.3, 8)}<rect x="1300" y="${250 + i * 66}" width="60" height="18" rx="9" fill="${a}" opacity=".2"/>`)
    .join("");
  const cards = [0, 1, 2]
    .map((i) => `<rect x="${340 + i * 210}" y="120" width="190" height="96" rx="16" fill="#fff"/>${line(360 + i * 210, 142, 90, 0.4, 8)}<rect x="${360 + i * 210}" y="164" width="${100 + i * 14}" height="22" rx="6" fill="${ink}" opacity=".85"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 900" width="1440" height="900">
<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1440" height="900" fill="#eef1f8"/>
<rect width="300" height="900" fill="url(#w)"/><g transform="translate(40 40) scale(.6)">${motifs[id]}</g>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="32" y="${160 + i * 56}" width="236" height="40" rx="10" fill="#fff" opacity="${i === 0 ? 0.3 : 0}"/><rect x="52" y="${174 + i * 56}" width="${120 + (i % 3) * 20}" height="12" rx="6" fill="#fff" opacity=".85"/>`).join("")}
${line(340, 60, 220, 0.85, 18)}<circle cx="1380" cy="68" r="22" fill="${a}" opacity=".3"/>
${cards}
<rect x="340" y="240" width="610" height="360" rx="20" fill="#fff"/>${line(370, 268, 160)}${bars}
<rect x="960" y="120" width="440" height="480" rx="20" fill="#fff"/>${line(980, 148, 140)}
${rows}
<rect x="340" y="630" width="1060" height="230" rx="20" fill="#fff"/>${[0, 1, 2].map((i) => `${line(370, 670 + i * 60, 260)}${line(700, 670 + i * 60, 180, 0.35)}${line(960, 670 + i * 60, 120, 0.35)}<rect x="1250" y="${662 + i * 60}" width="110" height="26" rx="13" fill="${i % 2 ? b : a}" opacity=".25"/>`).join("")}
</svg>
`;
}

/** Projects whose gallery shows a web screen besides the phone. */
const withWebScreen = ["2", "3", "8"];

for (const id of Object.keys(motifs)) {
  writeFileSync(`${out}${id}-background.svg`, background(id));
  writeFileSync(`${out}${id}-app.svg`, phone(id));
  writeFileSync(`${out}${id}-screen-list.svg`, phoneList(id));
  writeFileSync(`${out}${id}-screen-detail.svg`, phoneDetail(id));
  if (withWebScreen.includes(id)) writeFileSync(`${out}${id}-web.svg`, webDashboard(id));
}
console.log(`wrote the project images to ${out}`);
