import type { Page } from "@playwright/test";
import { axe } from "./axe";
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

// One walk through the screens per language, each screen loaded once at a
// phone's width and then resized: the layout checks at 360 and 390 px, then
// axe at 390 and 1366 px (docs/decisions/0275). Four walks per language,
// each loading and signing in again, cost four times as much for the same checks.
for (const lang of ["en", "ar"] as const) {
  test(`the back office in ${lang}: axe finds no serious or critical violation at 390 and 1366px; at 360 and 390px no horizontal scrolling, ${lang === "ar" ? "right to left" : "left to right"}`, async ({ page, adminSite }) => {
    test.setTimeout(300_000); // fourteen screens, two axe scans each, on a shared machine
    const resize = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    };
    await resize(360, 800);
    await eachScreen(page, adminSite, lang, async (path) => {
      for (const width of [360, 390]) {
        await resize(width, 800);
        await phoneChecks(page, lang, path, width);
      }
      for (const width of [390, 1366]) {
        await resize(width, 900);
        const results = await axe(page).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${path} at ${width}px: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
      }
      await resize(360, 800); // the next screen loads at a phone's width
    });
  });
}

/** What a phone shows of a screen: no horizontal scrolling, the lead's
 * one-tap contact links, and the navigation behind a menu button. */
async function phoneChecks(page: Page, lang: "en" | "ar", path: string, width: number) {
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
  await expect(nav, `${path} at ${width}px`).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link").first()).toBeVisible();
  await menu.click();
  await expect(nav).toBeHidden();
}
