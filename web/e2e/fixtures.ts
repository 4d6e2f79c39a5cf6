import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/** Every test fails when the page logs an error or warning (a hydration
 * mismatch, a CSP violation, an uncaught exception), except messages a test
 * expects, such as the browser's note that a document answered 404. */
export const test = base.extend<{ allowConsole: RegExp[]; consoleProblems: string[]; otherPage: () => Promise<Page> }>({
  allowConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      watchConsole(page, allowConsole, problems);
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
  // otherPage opens a page in a context of its own, with the test's base URL
  // and reduced-motion setting, watched for console problems like the test's
  // page and closed after the test. Pages of one context share one visible
  // window, so only the last one gets animation frames; pages in contexts of
  // their own each get theirs, and a test can wait on several at once
  // (docs/decisions/0300).
  otherPage: async ({ browser, baseURL, reducedMotion, allowConsole, consoleProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, reducedMotion });
      contexts.push(context);
      const page = await context.newPage();
      watchConsole(page, allowConsole, consoleProblems);
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

/** watchConsole adds a page's errors and warnings, and its uncaught
 * exceptions, to problems, except the allowed ones. */
function watchConsole(page: Page, allow: RegExp[], problems: string[]): void {
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && !allow.some((re) => re.test(m.text()))) {
      problems.push(`${m.type()}: ${m.text()}`);
    }
  });
  page.on("pageerror", (e) => {
    if (!allow.some((re) => re.test(e.message))) problems.push(`pageerror: ${e.message}`);
  });
}

export { expect };

/** The browser's own message when a document or file answers 404. */
export const NOT_FOUND_CONSOLE = /status of 404/;

/** hydrated waits until React has hydrated the page and run its effects (the
 * layout then caches the language in localStorage). */
export async function hydrated(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((l) => window.localStorage.getItem("i18nextLng") === l, lang);
  // Recoverable hydration errors are reported just after the commit.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
