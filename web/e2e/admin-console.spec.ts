import { expect } from "./fixtures";
import { signIn, test } from "./admin-helpers";

// React Router's "No HydrateFallback element provided" note, or any other
// line, must not reach the console on the signed-in screens: the first
// screen's code and data load under the root's HydrateFallback.
test("the signed-in back office logs nothing, from a cold start of each screen", async ({ page, adminSite }) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  await signIn(page, adminSite);
  for (const path of ["/admin/leads", "/admin/team", "/admin/account", "/admin/settings", "/admin/audit", "/admin/reset"]) {
    await page.goto(`${adminSite.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(logs).toEqual([]);
});
