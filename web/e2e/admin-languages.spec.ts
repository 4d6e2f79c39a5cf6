import { expect } from "@playwright/test";
import { fr } from "../app/features/admin-core/texts/fr";
import siteConfig from "../app/config/site.json" with { type: "json" };
import { signIn, test } from "./admin-helpers";

// The back office speaks the site's languages (config/site.json), each from
// its typed texts file: a language chosen through the API is the one shown.

test("the sign-in page offers every language of site.json", async ({ page, adminSite }) => {
  await page.goto(`${adminSite.url}/admin/login`);
  const options = page.locator("select option");
  await expect(options).toHaveCount(Object.keys(siteConfig.languages).length); // the app renders after its scripts load
  const values = await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual(Object.keys(siteConfig.languages));
});

test("PATCH /api/admin/me {language: fr} shows the back office in French", async ({ page, adminSite }) => {
  await signIn(page, adminSite);
  const choose = (language: string) =>
    page.evaluate(async (language) => {
      const res = await fetch("/api/admin/me", { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ language }) });
      return res.status;
    }, language);
  expect(await choose("fr")).toBe(200);
  try {
    await page.goto(`${adminSite.url}/admin/leads`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("navigation", { name: fr.nav.label }).first()).toBeVisible();
  } finally {
    // The worker's site is shared: the next test's owner speaks English again.
    expect(await choose("en")).toBe(200);
  }
});
