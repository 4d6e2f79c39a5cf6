import { expect, hydrated, test } from "./fixtures";

// What holds a phone's first paint back, checked on the built pages:
// high-priority requests in the head, preloads of what is below the fold,
// fonts the language does not need, and JavaScript over the budget.

test("home's HTML preloads the first screen only: no shared chunks, no images below the fold", async ({ request }) => {
  const html = await (await request.get("/en/home")).text();
  const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
  expect(preloads.filter((l) => l.includes('as="image"'))).toEqual([]);
  // React Router's own: the route manifest, the client entry and the three
  // route modules of the page (root, language, home).
  expect(html.match(/rel="modulepreload"/g)).toHaveLength(5);
  // All of them, and the module script that imports them, at low priority:
  // the stylesheet and the font come first.
  expect(html.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(5);
  expect(html).toContain('<script type="module" async="" fetchpriority="low">');
});

const fontsByLanguage = {
  en: ["inter-latin-wght"],
  fr: ["inter-latin-wght"],
  tr: ["inter-latin-wght", "inter-turkish-wght"],
  ar: ["cairo-arabic-wght", "cairo-latin-wght"],
} as const;

for (const [lang, fonts] of Object.entries(fontsByLanguage)) {
  test(`/${lang}/home loads only the font subsets its language needs`, async ({ page }) => {
    const loaded = new Set<string>();
    page.on("request", (r) => {
      const name = r.url().match(/\/assets\/(.+)-normal-[\w-]+\.woff2$/)?.[1];
      if (name) loaded.add(name);
    });
    await page.goto(`/${lang}/home`);
    await hydrated(page, lang);
    await page.evaluate(() => document.fonts.ready);
    expect([...loaded].sort()).toEqual([...fonts]);
  });
}

test("home's JavaScript stays within 150 KB transferred", async ({ page }) => {
  await page.goto("/en/home");
  await hydrated(page, "en");
  await page.waitForLoadState("networkidle");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.name.endsWith(".js"))
      .map((e) => ({ name: e.name, bytes: e.transferSize })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(scripts.length, "scripts measured").toBeGreaterThan(3);
  expect(total, JSON.stringify(scripts, null, 1)).toBeLessThanOrEqual(150 * 1024);
});
