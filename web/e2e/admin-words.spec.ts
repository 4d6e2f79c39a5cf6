import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { createOwner, sendLead, signIn, startAdminSite } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { siteBinary, type LeadSite } from "./lead-site";

/* The back office speaks in words: on a dashboard of seeded traffic, the
   inbox, the spam folder and the audit log, no visible text is a code such
   as whatsapp_float, page_view or not_spam, in any language. */
const snakeCase = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

async function codesOn(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return [...new Set(text.match(snakeCase) ?? [])];
}

async function setLanguage(page: Page, site: LeadSite, language: string) {
  const res = await page.request.patch(`${site.url}/api/admin/me`, { data: { language }, headers: { Origin: site.url } });
  expect(res.status()).toBe(200);
  // What the sign-in page last spoke, as the language menu would leave it.
  await page.evaluate((l) => localStorage.setItem("admin-language", l), language);
}

test("no raw event, button, status or action code on the dashboard, the inbox, the spam folder or the audit log", async ({ page }) => {
  test.setTimeout(180_000);
  const site = await startAdminSite();
  try {
    await createOwner(site);
    execFileSync(siteBinary, ["analytics", "seed", "--events", "4000", "--days", "7", "--database", site.database], { stdio: "ignore" });
    await sendLead(site, { name: "Layla Haddad", email: "layla@example.org", pagePath: "/ar/contact" });
    await sendLead(site, { name: "Bot McBotface", email: "bot@example.org", website: "http://spam.example" } as Parameters<typeof sendLead>[1]);
    await signIn(page, site);
    // An export and a status change, so that the audit log has their lines.
    await page.request.get(`${site.url}/api/admin/leads/export.csv?status=new&language=ar`);

    for (const lang of ["en", "ar", "fr", "tr"]) {
      await setLanguage(page, site, lang);
      await page.goto(`${site.url}/admin/analytics?range=7d`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("region").first()).toBeVisible();
      await expect(page.locator("main table:visible").first()).toBeVisible();
      expect(await codesOn(page), `dashboard in ${lang}`).toEqual([]);

      for (const path of ["/admin/leads", "/admin/spam", "/admin/audit", "/admin/leads?status=won"]) {
        await page.goto(`${site.url}${path}`);
        await expect(page.locator("main h1")).toBeVisible();
        expect(await codesOn(page), `${path} in ${lang}`).toEqual([]);
      }
    }

    // The words that replaced them.
    await setLanguage(page, site, "en");
    await page.goto(`${site.url}/admin/analytics?range=7d`);
    await expect(page.getByRole("region", { name: "Events" }).getByText("Floating WhatsApp button").first()).toBeVisible();
    await page.goto(`${site.url}/admin/spam`);
    await expect(page.getByRole("link", { name: /^All/ })).toContainText("1");
    await page.goto(`${site.url}/admin/spam?status=won`);
    await expect(page.getByText("No spam request is “Won”.")).toBeVisible();
    await page.goto(`${site.url}/admin/audit`);
    await expect(page.getByText("Status: New · Language: Arabic")).toBeVisible();
  } finally {
    await page.close(); // before its server stops: a back-office screen polls it
    await site.stop();
  }
});
