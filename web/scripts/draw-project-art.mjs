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

for (const id of Object.keys(motifs)) {
  writeFileSync(`${out}${id}-background.svg`, background(id));
  writeFileSync(`${out}${id}-app.svg`, phone(id));
}
console.log(`wrote ${Object.keys(motifs).length * 2} files to ${out}`);
