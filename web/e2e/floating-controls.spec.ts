import { expect, hydrated, test } from "./fixtures";
import { scanForOverlaps } from "./overlap-scan";
import { messages, site } from "./site-data";

/** Every page of the site list, and one project page for the project layout. */
const paths = [...site.pages.map((p) => `/${p}`), `/project/${site.projectIds[0]}`];
/** Two phones and a tablet, each at its usual height. */
const viewports = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];

// Content revealed on scroll shows at once under reduced motion, and the
// floating controls move without a transition, so each scroll step measures
// the page as it rests.
test.use({ reducedMotion: "reduce" });

// The scan waits on animation frames (about five per scroll step) and uses
// little CPU, so one test scans a page in the four languages side by side,
// each in a context of its own (docs/decisions/0300).
for (const rest of paths) {
  test(`floating controls never trap content: /{${site.languages.join(",")}}${rest} at 360, 390 and 768 px`, async ({ page, otherPage }) => {
    test.setTimeout(120_000);
    const pages = [page, ...(await Promise.all(site.languages.slice(1).map(() => otherPage())))];
    await Promise.all(
      site.languages.map(async (lang, i) => {
        const tab = pages[i]!;
        const m = messages[lang];
        await tab.setViewportSize(viewports[0]!);
        await tab.goto(`/${lang}${rest}`);
        await hydrated(tab, lang);
        await tab.evaluate(() => document.fonts.ready);
        for (const viewport of viewports) {
          await tab.setViewportSize(viewport);
          const report = await tab.evaluate(scanForOverlaps, m.contact.email);
          const where = `/${lang}${rest} at ${viewport.width}px`;
          expect.soft(report.seen, `${where}: targets seen`).toBeGreaterThan(20);
          expect.soft(report.trapped, `${where}: always under a floating control`).toEqual([]);
          expect.soft(report.formCovered, `${where}: form covered`).toEqual([]);
          expect.soft(report.lowContrast, `${where}: e-mail bubble contrast`).toEqual([]);
        }
      }),
    );
  });
}
