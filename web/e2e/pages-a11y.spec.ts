import { seriousAtEachWidth } from "./axe";
import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { site } from "./site-data";

const paths = ["/projects", "/project/1", "/project/9", "/faq", "/privacy-policy", "/terms-of-usage", "/contact"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

// Each page loaded once and scanned at both widths, resized in between, as
// the back office's walk does (docs/decisions/0275, 0300).
for (const lang of site.languages) {
  test(`axe: no serious or critical violation in ${lang} at ${viewports.map((v) => v.width).join(" and ")}px`, async ({ page }) => {
    test.setTimeout(240_000); // seven pages, each loaded once and analysed twice, on a shared machine
    // Content revealed on scroll is shown at once under reduced motion,
    // so every element is checked at its final colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const rest of paths) {
      for (const { width, serious } of await seriousAtEachWidth(page, `/${lang}${rest}`, viewports, () => hydrated(page, lang))) {
        expect.soft(serious.map((v) => `${rest} at ${width}px: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      }
    }
  });
}

test.describe("widths", () => {
  test.use({ allowConsole: [NOT_FOUND_CONSOLE] }); // the unknown project answers 404
  // Each page loaded once, at the narrowest width, then resized: three
  // loads of every page for three widths checked the same thing (docs/decisions/0275).
  for (const lang of ["en", "ar"] as const) {
    test(`no horizontal scrolling in ${lang} at 360, 768 and 1366px`, async ({ page }) => {
      for (const rest of [...paths, "/project/not-found-here"]) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`/${lang}${rest}`);
        await hydrated(page, lang);
        for (const width of [360, 768, 1366]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${rest} at ${width}px`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
});
