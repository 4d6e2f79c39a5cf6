import { seriousAtEachWidth } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { site } from "./site-data";

const pages = ["/home", "/about", "/services"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

for (const lang of site.languages) {
  test.describe(() => {
    // Scanned with reduced motion, so that every section is in its final
    // state (nothing waiting, transparent, to be revealed by scrolling).
    test.use({ reducedMotion: "reduce" });
    // Each page loaded once and scanned at both sizes, resized in between
    // (docs/decisions/0275, 0300).
    test(`axe: home, about and services in ${lang} at ${viewports.map((v) => `${v.width}×${v.height}`).join(" and ")}: no serious or critical violations`, async ({
      page,
    }) => {
      test.setTimeout(200_000); // three pages, each loaded once and analysed twice, on a shared machine
      for (const rest of pages) {
        for (const { width, serious } of await seriousAtEachWidth(page, `/${lang}${rest}`, viewports, () => hydrated(page, lang))) {
          const named = serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect.soft(named, `${lang}${rest} at ${width}px`).toEqual([]);
        }
      }
    });
  });

  test(`no horizontal scrolling on home, about and services in ${lang} at 360, 768 and 1366 px`, async ({ page }) => {
    for (const rest of pages) {
      await page.goto(`/${lang}${rest}`);
      await hydrated(page, lang);
      for (const width of [360, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${lang}${rest} at ${width}px`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });
}
