import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { signIn, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/* Issue 37, items 3–7, where a browser is needed: a form that says words
   and fits what it holds, a link picked in the rich text editor, a text
   found by search, at 390 px in Arabic and 1366 px in French and Turkish
   (screenshots kept with the test's output). The forms' logic itself is
   Vitest's (model.test.ts, search.test.ts, french-typography.test.ts). */

async function speak(page: Page, site: LeadSite, lang: "en" | "ar" | "fr" | "tr") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

async function working(page: Page, site: LeadSite) {
  const res = await page.request.get(`${site.url}/api/admin/content`);
  expect(res.status()).toBe(200);
  return (await res.json()).working as { faq: { id: string; answer: Record<string, string> }[] };
}

test("a project's form in French at 1366 px: sectors and styles in words, a percentage as one, the plus sign in one click", async ({ page, adminSite }, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, adminSite);
  await speak(page, adminSite, "fr");
  try {
    await page.goto(`${adminSite.url}/admin/studio/projects/3`);
    await expect(page.getByLabel("Secteur").locator("option:checked")).not.toHaveText(/^[a-z]+[A-Z]/);
    // Attar's second result is 38 % (0.38 stored): typed and shown as 38.
    const style = page.getByLabel("Présentation").nth(1);
    await expect(style.locator("option:checked")).toHaveText("Pourcentage (38\u202f%)");
    await expect(page.getByLabel("Valeur").nth(1)).toHaveValue("38");
    const plus = page.getByRole("checkbox", { name: "Avec un signe plus" }).nth(1);
    await plus.check();
    await expect(plus).toBeChecked();
    await page.screenshot({ path: info.outputPath("project-fr-1366.png"), fullPage: true });
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll).toBe(true);
  } finally {
    await speak(page, adminSite, "en");
  }
});

test("an FAQ answer links to a page picked from a list, in Turkish at 1366 px; search finds it", async ({ page, adminSite }, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, adminSite);
  await speak(page, adminSite, "tr");
  try {
    await page.goto(`${adminSite.url}/admin/studio/faq/services`);
    await page.getByRole("group", { name: "Diller", exact: true }).getByRole("radio", { name: "Tümü" }).check();
    const english = page.getByRole("group", { name: "Yanıt", exact: true }).getByRole("textbox", { name: "İngilizce" });
    await english.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("See our projects");
    await page.keyboard.press("Shift+ControlOrMeta+ArrowLeft");
    await page.keyboard.press("Shift+ControlOrMeta+ArrowLeft");
    await page.getByRole("toolbar", { name: "Biçimlendirme: İngilizce" }).getByRole("button", { name: "Bağlantı" }).click();
    const dialog = page.getByRole("dialog", { name: "Bağlantı" });
    // An address a visitor cannot follow is refused, with the reason.
    await dialog.getByLabel("Ya da bir adres").fill("http://example.com");
    await dialog.getByRole("button", { name: "Uygula" }).click();
    await expect(dialog.getByText(/Ziyaretçinin açabileceği bir adres değil/)).toBeVisible();
    await dialog.getByLabel("Ya da bir adres").fill("");
    await dialog.getByLabel("Sitenin bir sayfası").selectOption({ label: "Projeler" });
    await dialog.getByRole("button", { name: "Uygula" }).click();
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: info.outputPath("faq-tr-1366.png"), fullPage: true });
    await page.getByRole("button", { name: "Taslağı kaydet" }).click();
    await expect(page.getByText("Taslak kaydedildi.")).toBeVisible();
    expect((await working(page, adminSite)).faq.find((f) => f.id === "services")!.answer.en).toBe('<p>See <a href="/projects">our projects</a></p>');

    await page.goto(`${adminSite.url}/admin/studio`);
    await page.getByRole("searchbox", { name: "Metin bul" }).fill("see our PROJECTS");
    const result = page.getByRole("search").getByRole("link", { name: /SSS › .* › Yanıt \(İngilizce\)/ });
    await expect(result).toHaveCount(1);
    await result.click();
    await expect(page).toHaveURL(/\/admin\/studio\/faq\/services$/);
  } finally {
    await speak(page, adminSite, "en");
  }
});

test("the studio at 390 px in Arabic: tap targets of 44 px, nothing wider than the screen, a plural named by its numbers", async ({ page, adminSite }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adminSite);
  await speak(page, adminSite, "ar");
  try {
    await page.goto(`${adminSite.url}/admin/studio/statistics/downloads`);
    await page.getByRole("group", { name: "اللغات", exact: true }).getByRole("radio", { name: "الكل" }).check();
    await expect(page.getByLabel(/^العربية, للعدد 3، 4، 5، …$/)).toBeVisible();
    await page.screenshot({ path: info.outputPath("statistic-ar-390.png"), fullPage: true });
    await page.goto(`${adminSite.url}/admin/studio/projects`);
    const small = await page.locator("main a, main button").evaluateAll((els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 44).map((e) => e.textContent?.trim()),
    );
    expect(small).toEqual([]);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll).toBe(true);
    await page.screenshot({ path: info.outputPath("projects-ar-390.png"), fullPage: true });
  } finally {
    await speak(page, adminSite, "en");
  }
});
