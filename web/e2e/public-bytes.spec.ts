import { expect, hydrated, test } from "./fixtures";

// The back office lives in the same app, yet /en/home must load the same
// JavaScript as a build without it: scripts/check-public-bytes.mjs proves
// the bytes with two builds; this checks, in the browser, that the page loads
// nothing of the back office, its route manifest included, while the back
// office's shell gets the admin routes. (docs/decisions/0045)

type Manifest = { url: string; routes: Record<string, { module: string; imports?: string[]; css?: string[] }> };

const manifestOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest);

test("/en/home loads no file and no route entry of the back office", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/en/home");
  await hydrated(page, "en");
  await page.waitForLoadState("networkidle");

  const publicManifest = await manifestOf(page);
  const ids = Object.keys(publicManifest.routes);
  expect(ids.length).toBeGreaterThan(20);
  expect(ids.filter((id) => id.startsWith("routes/admin/"))).toEqual([]);
  expect(scripts).toContain(publicManifest.url);

  // Every script the page loaded is the manifest, the client entry or a file
  // of a public route: none exists for the back office alone.
  const publicFiles = new Set(Object.values(publicManifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]));
  const entry = await page.evaluate(() => (window as unknown as { __reactRouterManifest: { entry: { module: string; imports: string[] } } }).__reactRouterManifest.entry);
  for (const file of [entry.module, ...entry.imports]) publicFiles.add(file);
  expect(scripts.filter((s) => s !== publicManifest.url && !publicFiles.has(s))).toEqual([]);

  // The back office's shell loads the other manifest, the one with its routes.
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const fullManifest = await manifestOf(page);
  expect(fullManifest.url).not.toBe(publicManifest.url);
  const adminIds = Object.keys(fullManifest.routes).filter((id) => id.startsWith("routes/admin/"));
  expect(adminIds).toContain("routes/admin/login");
  expect(Object.keys(fullManifest.routes).filter((id) => !id.startsWith("routes/admin/"))).toEqual(ids);
});
