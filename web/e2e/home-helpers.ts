import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** openPaused loads a page with Playwright's clock installed, waits for
 * hydration, then stops time so each test moves it explicitly. */
export async function openPaused(page: Page, path: string, lang: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page, lang);
  // A second from now in the page; on a loaded machine that second may be
  // gone before the call arrives (the clock cannot go back): read it again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (e) {
      if (attempt === 5 || !String(e).includes("to the past")) throw e;
    }
  }
}

/** A point of the page far from every carousel, for the mouse to rest on. */
export async function mouseAway(page: Page): Promise<void> {
  await page.mouse.move(2, (page.viewportSize()?.height ?? 800) - 2);
}

