import { COVERED_FRACTIONS, SLIM_BAR_PX, coveredAt, coveredPaths } from "./covered-scan";
import { expect, hydrated, test } from "./fixtures";
import { overlapScanPaths, scanForOverlaps } from "./overlap-scan";
import { messages, site } from "./site-data";

/** The narrowest phone and a tablet, each at its usual height. A 390 px
 * phone was scanned too, a third of this spec's time (60 of 184 s in CI):
 * it has the 360 px phone's layout (no breakpoint between them) with a
 * little more room: the narrower is the harder case. */
const viewports = [
  { width: 360, height: 780 },
  { width: 768, height: 1024 },
];

// Content revealed on scroll shows at once under reduced motion, and the
// floating controls move without a transition, so each scroll step measures
// the page as it rests.
test.use({ reducedMotion: "reduce" });

for (const lang of site.languages) {
  for (const rest of overlapScanPaths) {
    // nothing-covered.spec.ts's check, on the pages both look at, in this
    // load (same widths, reduced motion): a load and hydration less each.
    const covered = coveredPaths.includes(rest);
    const title = `floating controls never trap content${covered ? ", nothing fixed covers text, a link or a button" : ""}`;
    test(`${title}: /${lang}${rest} at 360 and 768 px`, async ({ page }) => {
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
        if (covered) {
          const { problems, seen } = await page.evaluate(coveredAt, { fractions: COVERED_FRACTIONS, slimBar: SLIM_BAR_PX });
          expect.soft(seen, `${where}: targets seen (nothing covered)`).toBeGreaterThan(20);
          expect.soft(problems, `${where}: covered`).toEqual([]);
        }
      }
    });
  }
}
