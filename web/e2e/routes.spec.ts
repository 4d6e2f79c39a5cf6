import type { Page } from "@playwright/test";
import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { expectedTitle, messages, site, variantPrefixes, type Lang } from "./site-data";

/* What only a browser shows: every route module hydrates its prerendered
   page without a console error or warning (the fixture fails the test on
   one: a hydration mismatch, a CSP violation, an exception), and the page
   keeps its title, language and heading once the client has taken over.
   What the served HTML says of every page of every language and variant
   (status, title, lang and dir, one h1, robots, canonical, hreflang) is
   checked without a browser in internal/server/built_pages_test.go; the
   titles and the not-found texts against the locales, and the copy, in
   scripts/built-pages.test.ts. */

/** visit opens a page, checks its status and waits until it has hydrated. */
async function visit(page: Page, path: string, lang: Lang, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await hydrated(page, lang);
  // hydrated() waits for the layout to store the language: forget it, or the
  // next page of the same language would count as hydrated at once.
  await page.evaluate(() => window.localStorage.removeItem("i18nextLng"));
}

/** One page of each kind: every route module (contact, privacy-policy and
 * terms-of-usage have one per language), with a project. */
const projectId = site.projectIds[0]!;
const pages = [...site.pages.map((name) => ({ name, rest: `/${name}`, id: undefined })), { name: "project", rest: `/project/${projectId}`, id: projectId }];

/** Every language on the default site, and the other variant in the
 * right-to-left one. */
const runs: Array<{ prefix: string; lang: Lang }> = [
  ...site.languages.map((lang) => ({ prefix: "", lang })),
  ...variantPrefixes.filter(Boolean).map((prefix) => ({ prefix, lang: "ar" as Lang })),
];

for (const { prefix, lang } of runs) {
  test(`every kind of page of ${prefix || "default"} /${lang} hydrates cleanly`, async ({ page }) => {
    for (const { name, rest, id } of pages) {
      const path = `${prefix}/${lang}${rest}`;
      await visit(page, path, lang, 200);
      await expect(page, path).toHaveTitle(expectedTitle(lang, name, id));
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.locator("html"), path).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });
}

test.describe("not found", () => {
  test.use({ allowConsole: [NOT_FOUND_CONSOLE] });

  test("the not-found views hydrate cleanly: a page's, a project's and the language-less one", async ({ page }) => {
    const cases: Array<{ path: string; lang: Lang; kind: "notFound" | "projectNotFound" }> = [
      { path: "/ar/no/such/page", lang: "ar", kind: "notFound" },
      { path: "/a/fr/nothing-here", lang: "fr", kind: "notFound" },
      { path: "/tr/project/99", lang: "tr", kind: "projectNotFound" },
      { path: "/a/en/project/0", lang: "en", kind: "projectNotFound" },
      { path: "/nowhere", lang: "en", kind: "notFound" },
    ];
    for (const { path, lang, kind } of cases) {
      await visit(page, path, lang, 404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(messages[lang][kind].title);
      if (kind === "projectNotFound") await expect(page.getByText(messages[lang].projectNotFound.text), path).toBeVisible();
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
    }
  });
});
