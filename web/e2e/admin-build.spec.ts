import { expect, hydrated, test } from "./fixtures";

// The back office is a build of its own (docs/decisions/0200): a public page
// loads none of its files and its route manifest names no admin route; the
// back office loads only its own files, and its console stays quiet (React
// Router's framework-mode "Hey developer" HydrateFallback note included).

type Manifest = { url: string; routes: Record<string, { module: string }> };

test("/en/home loads no file and no route of the back office", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/en/home");
  await hydrated(page, "en");
  await page.waitForLoadState("networkidle");
  const manifest = await page.evaluate(() => (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest);
  expect(Object.keys(manifest.routes).length).toBeGreaterThan(20);
  expect(Object.keys(manifest.routes).filter((id) => id.includes("admin"))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.startsWith("/assets/admin/"))).toEqual([]);
});

test("the back office loads its own files only, and logs nothing", async ({ page }) => {
  const files: string[] = [];
  const logs: string[] = [];
  page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/assets/")) files.push(path);
  });
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((f) => !f.startsWith("/assets/admin/"))).toEqual([]);
  expect(logs).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window || "__reactRouterManifest" in window)).toBe(false);
});
