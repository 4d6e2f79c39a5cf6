import { test as base, expect, type Page } from "@playwright/test";

/** Every test fails when the page logs an error or warning (a hydration
 * mismatch, a CSP violation, an uncaught exception), except messages a test
 * expects, such as the browser's note that a document answered 404. */
export const test = base.extend<{ allowConsole: RegExp[]; consoleProblems: string[] }>({
  allowConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on("console", (m) => {
        if ((m.type() === "error" || m.type() === "warning") && !allowConsole.some((re) => re.test(m.text()))) {
          problems.push(`${m.type()}: ${m.text()}`);
        }
      });
      page.on("pageerror", (e) => {
        if (!allowConsole.some((re) => re.test(e.message))) problems.push(`pageerror: ${e.message}`);
      });
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

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
