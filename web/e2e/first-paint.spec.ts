import { expect, hydrated, test } from "./fixtures";

// What holds a phone's first paint back, checked on the built pages:
// high-priority requests in the head, preloads of what is below the fold,
// fonts the language does not need, and JavaScript over the budget.

test("home's HTML preloads no script and no image below the fold", async ({ request }) => {
  const html = await (await request.get("/en/home")).text();
  const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
  expect(preloads.filter((l) => l.includes('as="image"'))).toEqual([]);
  expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toBeNull();
  expect(html.match(/<script[^>]* src=[^>]*>/g)).toBeNull();
});

for (const path of ["/en/home", "/ar/contact"]) {
  test(`${path} requests its scripts only after the first frame, then hydrates`, async ({ page }) => {
    // Registered before any script of the page: runs in the page's first frame.
    await page.addInitScript(() => requestAnimationFrame(() => ((window as { firstFrame?: number }).firstFrame = performance.now())));
    await page.goto(path);
    await hydrated(page, path.slice(1, 3));
    const { firstFrame, scripts } = await page.evaluate(() => ({
      firstFrame: (window as { firstFrame?: number }).firstFrame ?? Infinity,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".js"))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(scripts.length, "scripts loaded").toBeGreaterThan(3);
    for (const s of scripts) expect(s.start, s.name).toBeGreaterThan(firstFrame);
  });
}

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
