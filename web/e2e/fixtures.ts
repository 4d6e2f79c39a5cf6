import { test as base, expect, type Page } from "@playwright/test";

/** Every test fails when the page logs an error or warning (a hydration
 * mismatch, a CSP violation, an uncaught exception), except messages a test
 * expects, such as the browser's note that a document answered 404. */
export const test = base.extend<{ allowConsole: RegExp[]; consoleProblems: string[] }>({
  allowConsole: [[], { option: true }],
  context: async ({ context }, use) => {
    await context.addInitScript(watchRememberedLanguage);
    await use(context);
  },
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

/** watchRememberedLanguage, run before each document's scripts, notes the
 * languages this document stores in localStorage: the layout's effect does
 * it once React has hydrated, and a value an earlier page stored must not
 * pass for it. */
function watchRememberedLanguage() {
  const w = window as unknown as { __remembered: string[] };
  w.__remembered = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (key === "i18nextLng") w.__remembered.push(value);
    setItem.call(this, key, value);
  };
}

/** hydrated waits until React has hydrated the page and run its effects (the
 * layout then caches the language in localStorage: in this document, for a
 * page of the test's context; a page of another context has no watch, and
 * then the stored value is all there is). */
export async function hydrated(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((l) => {
    const remembered = (window as unknown as { __remembered?: string[] }).__remembered;
    return remembered ? remembered.includes(l) : window.localStorage.getItem("i18nextLng") === l;
  }, lang);
  // Recoverable hydration errors are reported just after the commit.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
