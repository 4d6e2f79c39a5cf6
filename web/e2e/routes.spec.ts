import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { expectedTitle, messages, site, variantPrefixes, type Lang } from "./site-data";

const pages: Array<{ page: string; rest: string; id?: number }> = [
  ...site.pages.map((p) => ({ page: p, rest: `/${p}` })),
  ...site.projectIds.map((id) => ({ page: "project", rest: `/project/${id}`, id })),
];

for (const prefix of variantPrefixes) {
  for (const lang of site.languages) {
    test(`every page of ${prefix || "default"} /${lang} answers 200, titled, ${lang === "ar" ? "rtl" : "ltr"}, hydrated cleanly`, async ({ page }) => {
      for (const { page: name, rest, id } of pages) {
        const path = `${prefix}/${lang}${rest}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await hydrated(page, lang);
        await expect(page, path).toHaveTitle(expectedTitle(lang, name, id));
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", lang);
        await expect(html).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const robots = page.locator('meta[name="robots"]');
        if (prefix) await expect(robots).toHaveAttribute("content", /noindex/);
        else await expect(robots).toHaveCount(0);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${lang}${rest}$`));
      }
    });
  }
}

test.describe("not found", () => {
  test.use({ allowConsole: [NOT_FOUND_CONSOLE] });

  const cases: Array<{ path: string; lang: Lang; kind: "page" | "project" }> = [
    { path: "/en/no-such-page", lang: "en", kind: "page" },
    { path: "/ar/no/such/page", lang: "ar", kind: "page" },
    { path: "/a/fr/nothing-here", lang: "fr", kind: "page" },
    { path: "/tr/project/99", lang: "tr", kind: "project" },
    { path: "/ar/project/abc", lang: "ar", kind: "project" },
    { path: "/a/en/project/0", lang: "en", kind: "project" },
    { path: "/nowhere", lang: "en", kind: "page" },
    { path: "/xx/home", lang: "en", kind: "page" },
  ];
  for (const c of cases) {
    test(`${c.path} answers 404 with the ${c.kind} not-found view in ${c.lang}`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await hydrated(page, c.lang);
      const m = messages[c.lang];
      const heading = c.kind === "project" ? m.projectNotFound.title : m.notFound.title;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (c.kind === "project") await expect(page.getByText(m.projectNotFound.text)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    });
  }
});
