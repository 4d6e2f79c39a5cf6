import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe builds the accessibility scan of a page as every spec runs it: all of
 * axe's rules, violations only.
 *
 * A page without frames is scanned with axe.run in the page itself (the
 * builder's legacy mode) rather than axe.runPartial per frame and
 * axe.finishRun in a blank page opened for it: the same rules on the same
 * document, two to three times faster here, where each scan opened a page,
 * injected axe twice and passed every pass and its nodes through the
 * protocol (docs/decisions/0275). The legacy mode cannot reach a
 * cross-origin frame, so a page with frames keeps the default.
 * resultTypes leaves the violations whole and trims the passes, incomplete
 * and inapplicable results to one node each, which no spec reads.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] });
}

/** A width to scan a page at. */
export interface Viewport {
  width: number;
  height: number;
}

/**
 * seriousAtEachWidth loads path once at the first viewport, waits for
 * ready, then scans the page at each viewport in turn, resized in between
 * (docs/decisions/0275, 0300), and gives each width's serious or critical
 * violations.
 */
export async function seriousAtEachWidth(
  page: Page,
  path: string,
  viewports: Viewport[],
  ready: () => Promise<void>,
) {
  await page.setViewportSize(viewports[0]!);
  await page.goto(path);
  await ready();
  const found = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    const results = await axe(page).analyze();
    found.push({
      width: viewport.width,
      serious: results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      ),
    });
  }
  return found;
}
