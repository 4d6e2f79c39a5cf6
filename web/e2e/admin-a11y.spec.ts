import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { sendLead, signIn, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

const signedOut = ["/admin/login", "/admin/setup", "/admin/invite"];
const signedIn = ["/admin/leads", "/admin/leads?status=new&language=ar", "/admin/spam", "LEAD", "/admin/analytics", "/admin/analytics?range=7d&lang=ar&compare=none", "/admin/whatsapp", "/admin/team", "/admin/account", "/admin/audit", "/admin/settings"];

/** Every screen of the back office, in one language, signed out then in. */
async function eachScreen(page: Page, site: LeadSite, lang: "en" | "ar", check: (path: string) => Promise<void>) {
  const leadId = await sendLead(site, { name: "سارة يوسف", email: "sara@example.org", company: "مؤسسة النور", phone: "+966501112233", pagePath: "/ar/contact" });
  await page.evaluate((l) => localStorage.setItem("admin-language", l), lang).catch(() => undefined);
  for (const path of signedOut) {
    await page.goto(`${site.url}${path}`);
    await page.evaluate((l) => localStorage.setItem("admin-language", l), lang);
    await page.reload();
    await expect(page.locator("main h1")).toBeVisible();
    await check(path);
  }
  await signIn(page, site);
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
  try {
    for (const path of signedIn) {
      await page.goto(`${site.url}${path === "LEAD" ? `/admin/leads/${leadId}` : path}`);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await check(path);
    }
  } finally {
    await page.request.patch(`${site.url}/api/admin/me`, { data: { language: "en" } });
  }
}

for (const lang of ["en", "ar"] as const) {
  for (const width of [390, 1366]) {
    test(`axe: no serious or critical violation on any back-office screen in ${lang} at ${width}px`, async ({ page, adminSite }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await eachScreen(page, adminSite, lang, async (path) => {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      });
    });
  }
}

for (const lang of ["ar", "en"] as const) {
  test(`the back office in ${lang} at 360 and 390px: no horizontal scrolling, ${lang === "ar" ? "right to left" : "left to right"}`, async ({ page, adminSite }) => {
    test.setTimeout(120_000);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await eachScreen(page, adminSite, lang, async (path) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width}px`).toBe(0);
        if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        if (path === "LEAD") {
          // A salesperson on a phone calls or writes with one tap; the number reads left to right.
          const call = page.getByRole("link", { name: "+966 50 111 2233" });
          await expect(call).toHaveAttribute("href", "tel:+966501112233");
          await expect(call).toHaveAttribute("dir", "ltr");
          await expect(page.getByRole("link", { name: lang === "ar" ? "مراسلة عبر واتساب" : "Chat on WhatsApp" })).toHaveAttribute("href", "https://wa.me/966501112233");
        }
        if (path !== "/admin/leads") return;
        // The navigation sits behind a menu button on a phone.
        const menu = page.getByRole("button", { name: lang === "ar" ? "القائمة" : "Menu" });
        const nav = page.getByRole("navigation", { name: lang === "ar" ? "لوحة الإدارة" : "Back office" });
        await expect(nav).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        await expect(nav.getByRole("link").first()).toBeVisible();
        await menu.click();
        await expect(nav).toBeHidden();
      });
    }
  });
}
