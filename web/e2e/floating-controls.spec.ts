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

for (const lang of site.languages) {
  for (const rest of paths) {
    test(`floating controls never trap content: /${lang}${rest} at 360, 390 and 768 px`, async ({ page }) => {
      const m = messages[lang];
      await page.setViewportSize(viewports[0]!);
      await page.goto(`/${lang}${rest}`);
      await hydrated(page, lang);
      await page.evaluate(() => document.fonts.ready);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        const report = await page.evaluate(scanForOverlaps, m.contact.email);
        const where = `/${lang}${rest} at ${viewport.width}px`;
        expect.soft(report.seen, `${where}: targets seen`).toBeGreaterThan(20);
        expect.soft(report.trapped, `${where}: always under a floating control`).toEqual([]);
        expect.soft(report.formCovered, `${where}: form covered`).toEqual([]);
        expect.soft(report.lowContrast, `${where}: e-mail bubble contrast`).toEqual([]);
      }
    });
  }
}
