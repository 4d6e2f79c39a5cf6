// Gives a database a case study with real uploaded screenshots, the way an
// agency would through the CLI: pictures made by ImageMagick as phone and
// web screenshots, imported with `site media import`, placed in project 1's
// gallery with alt text in four languages, and published. lighthouse.mjs
// --media measures the result (issue 22: "Lighthouse mobile on a case study
// with real uploaded screenshots").
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The project whose case study gets the screenshots. */
export const mediaProject = 1;

/** A phone screenshot (1170 × 2532, an iPhone's) and a web one (2560 × 1600):
 * a gradient with cards and lines, busy enough to weigh what a real one does. */
const shots = [
  { kind: "phone", size: "1170x2532", colours: "#0f766e-#f8fafc", cards: [[80, 400, 1090, 900], [80, 1000, 1090, 1500], [80, 1600, 1090, 2100]] },
  { kind: "web", size: "2560x1600", colours: "#1e3a8a-#f1f5f9", cards: [[120, 200, 900, 1400], [1000, 200, 2440, 700], [1000, 800, 2440, 1400]] },
];

const alt = {
  phone: { en: "The app's list of homes", ar: "قائمة المنازل في التطبيق", fr: "La liste des logements dans l’appli", tr: "Uygulamadaki ev listesi" },
  web: { en: "The agents' dashboard on the web", ar: "لوحة الوكلاء على الويب", fr: "Le tableau de bord des agents sur le Web", tr: "Web’deki danışman paneli" },
};

/** publishCaseStudyWithScreens does it on database with the binary bin,
 * for the site at base (a server started with another -base-url leaves the
 * generation unserved and shows the build's pages, without the screenshots). */
export function publishCaseStudyWithScreens(bin, database, base) {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-media-"));
  try {
    const site = (...args) => execFileSync(bin, [...args, "--database", database]).toString();
    const ids = shots.map((s) => {
      const file = join(dir, `${s.kind}.jpg`);
      const draw = s.cards.flatMap(([x0, y0, x1, y1]) => ["-fill", "#ffffffd0", "-draw", `roundrectangle ${x0},${y0} ${x1},${y1} 40,40`, "-fill", "#33415599", "-draw", `rectangle ${x0 + 60},${y0 + 60} ${x1 - 200},${y0 + 110}`]);
      execFileSync("/usr/bin/convert", ["-size", s.size, `gradient:${s.colours}`, "+noise", "Gaussian", ...draw, "-quality", "90", file]);
      const out = site("media", "import", file);
      const id = /^(?:imported|already in the library) ([0-9a-f]{32})/.exec(out)?.[1];
      if (!id) throw new Error(`site media import said: ${out}`);
      return id;
    });
    const doc = JSON.parse(site("content", "export"));
    const study = doc.projects.find((p) => p.id === mediaProject).study;
    study.screens = shots.map((s, i) => ({ ...study.screens[0], kind: s.kind, src: { media: ids[i], alt: alt[s.kind] }, alt: alt[s.kind] }));
    const file = join(dir, "content.json");
    writeFileSync(file, JSON.stringify(doc));
    site("content", "import", file);
    site("publish", "--base-url", base, "--by", "lighthouse", "--summary", "uploaded screenshots");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
