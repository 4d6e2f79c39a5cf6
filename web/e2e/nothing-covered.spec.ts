import { COVERED_FRACTIONS, SLIM_BAR_PX, coveredAt, coveredPaths } from "./covered-scan";
import { expect, hydrated, test } from "./fixtures";
import { overlapScanPaths } from "./overlap-scan";
import { site } from "./site-data";

/** floating-controls.spec.ts checks the pages it also scans in its own load
 * (all but /project/3: its project is the first); this spec loads the rest. */
const paths = coveredPaths.filter((p) => !overlapScanPaths.includes(p));
/** Two phones and a tablet, each at its usual height. */
const viewports = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];
// Content revealed on scroll shows at once under reduced motion, so each
// position measures the page as it rests.
test.use({ reducedMotion: "reduce" });

for (const lang of site.languages) {
  for (const rest of paths) {
    test(`nothing fixed covers text, a link or a button: /${lang}${rest} at 360, 390 and 768 px`, async ({ page }) => {
      await page.setViewportSize(viewports[0]!);
      await page.goto(`/${lang}${rest}`);
      await hydrated(page, lang);
      await page.evaluate(() => document.fonts.ready);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        const { problems, seen } = await page.evaluate(coveredAt, { fractions: COVERED_FRACTIONS, slimBar: SLIM_BAR_PX });
        const where = `/${lang}${rest} at ${viewport.width}px`;
        expect.soft(seen, `${where}: targets seen`).toBeGreaterThan(20);
        expect.soft(problems, `${where}: covered`).toEqual([]);
      }
    });
  }
}
