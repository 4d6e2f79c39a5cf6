import type { Browser, Page } from "@playwright/test";
import { axe } from "./axe";
import { expect } from "./fixtures";
import { signIn, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/** The studio's item pages read the working document through the API. */
async function working(page: Page, site: LeadSite): Promise<{ working: { testimonials: { id: string; name: Record<string, string>; text: Record<string, string> }[] } }> {
  const res = await page.request.get(`${site.url}/api/admin/content`);
  expect(res.status()).toBe(200);
  return res.json();
}

async function speak(page: Page, site: LeadSite, lang: "en" | "ar") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

test("an Arabic testimonial edited at 390 px in the Arabic interface is saved as a draft, and a reload shows it", async ({ page, adminSite }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adminSite);
  await speak(page, adminSite, "ar");
  try {
    await page.goto(`${adminSite.url}/admin/studio/testimonials/sara`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // A phone opens on Arabic alone (admin-studio-translation.spec.ts): every language here.
    await page.getByRole("group", { name: "اللغات", exact: true }).getByRole("radio", { name: "الكل" }).check();
    const text = page.getByRole("group", { name: "النص", exact: true });
    const arabic = text.locator('textarea[lang="ar"]');
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await expect(text.locator('textarea[lang="fr"]')).toHaveAttribute("dir", "ltr");
    await expect(arabic).toHaveCSS("font-family", /Cairo/);
    const edited = "تطبيق متجرنا سريع وجميل، والطلبات زادت ٣٠٪ في شهرين.";
    await arabic.fill(edited);
    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await expect(page.getByText("حُفظت المسودة.")).toBeVisible();
    // The other languages' texts changed meaning with it: they are now to update.
    await expect(text.getByText("تحتاج تحديثًا").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("group", { name: "النص", exact: true }).locator('textarea[lang="ar"]')).toHaveValue(edited);
    expect((await working(page, adminSite)).working.testimonials.find((t) => t.id === "sara")!.text.ar).toBe(edited);
    // Nothing to publish with here (the publishing side lands separately), said plainly.
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, "no horizontal scrolling at 390 px").toBe(true);
    // The flag is chosen by the country's name in the interface language.
    await expect(page.getByRole("combobox", { name: "العلم" }).locator("option:checked")).toHaveText("الإمارات العربية المتحدة");
  } finally {
    await speak(page, adminSite, "en");
  }
});

async function signedInPage(browser: Browser, site: LeadSite): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, site);
  return page;
}

test("two people editing the same item: the second sees the first's version and replaces it knowingly", async ({ browser, adminSite }) => {
  const [first, second] = [await signedInPage(browser, adminSite), await signedInPage(browser, adminSite)];
  for (const p of [first, second]) {
    await p.goto(`${adminSite.url}/admin/studio/testimonials/omar`);
    await expect(p.getByRole("heading", { level: 1, name: "Omar Farouk" })).toBeVisible();
  }
  const name = (p: Page) => p.getByRole("group", { name: "Name", exact: true }).locator('textarea[lang="en"]');
  await name(first).fill("Omar F. (first)");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByText("Draft saved.")).toBeVisible();

  await name(second).fill("Omar F. (second)");
  await second.getByRole("button", { name: "Save draft" }).click();
  const conflict = second.getByRole("alert").filter({ hasText: "Someone else saved this item" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Omar F. (first)");
  await expect(conflict).toContainText("Omar F. (second)");
  await conflict.getByRole("button", { name: "Replace with mine" }).click();
  await expect(second.getByText("Draft saved.")).toBeVisible();
  expect((await working(second, adminSite)).working.testimonials.find((t) => t.id === "omar")!.name.en).toBe("Omar F. (second)");

  // The first now loads the second's version instead of overwriting it.
  await name(first).fill("Omar F. (first, again)");
  await first.getByRole("button", { name: "Save draft" }).click();
  await first.getByRole("alert").getByRole("button", { name: "Load their version" }).click();
  await expect(name(first)).toHaveValue("Omar F. (second)");
  // Leaving with unsaved changes asks first.
  await name(first).fill("not saved");
  await first.getByRole("link", { name: "Testimonials" }).first().click();
  const leave = first.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(first).toHaveURL(/\/testimonials\/omar$/);

  // Different languages of one item, saved from the same revision: merged,
  // not a conflict, and the second sees the first's change in the form.
  await name(first).fill("Omar F. (second)");
  const french = (p: Page) => p.getByRole("group", { name: "Name", exact: true }).locator('textarea[lang="fr"]');
  await french(first).fill("Omar F. (fr)");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByText("Draft saved.")).toBeVisible();
  await name(second).fill("Omar F. (en)");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByText(/^Draft saved, with the changes someone else saved meanwhile/)).toBeVisible();
  await expect(french(second)).toHaveValue("Omar F. (fr)");
  const merged = (await working(second, adminSite)).working.testimonials.find((t) => t.id === "omar")!.name;
  expect([merged.en, merged.fr]).toEqual(["Omar F. (en)", "Omar F. (fr)"]);
  await first.context().close();
  await second.context().close();
});

test("testimonials reordered with the keyboard alone, each move announced and kept", async ({ page, adminSite }) => {
  await signIn(page, adminSite);
  await page.goto(`${adminSite.url}/admin/studio/testimonials`);
  const down = page.getByRole("button", { name: "Move down: Khalid Al-Otaibi" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("“Khalid Al-Otaibi” moved to position 2 of 6.")).toBeAttached();
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("“Khalid Al-Otaibi” moved to position 3 of 6.")).toBeAttached();
  await page.reload();
  await expect(page.getByRole("main").getByRole("listitem").nth(2)).toContainText("Khalid Al-Otaibi");
  expect((await working(page, adminSite)).working.testimonials.map((t) => t.id).slice(0, 3)).toEqual(["sara", "omar", "khalid"]);
  // Back up by keyboard: Tab from the link reaches the item's Move up.
  const up = page.getByRole("button", { name: "Move up: Khalid Al-Otaibi" });
  await up.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByText("“Khalid Al-Otaibi” moved to position 1 of 6.")).toBeAttached();
  await expect(page.getByRole("button", { name: "Move down: Khalid Al-Otaibi" })).toBeFocused();
});

const screens = ["/admin/studio", "/admin/studio/testimonials", "/admin/studio/testimonials/sara", "/admin/studio/about", "/admin/studio/projects/1", "/admin/studio/pages/faq"];

for (const lang of ["en", "ar"] as const) {
  test(`the studio's screens in ${lang}: axe finds no serious violation at 390 and 1366 px, no horizontal scrolling at 360 px`, async ({ page, adminSite }) => {
    test.setTimeout(180_000);
    await signIn(page, adminSite);
    await speak(page, adminSite, lang);
    try {
      for (const path of screens) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`${adminSite.url}${path}`);
        await expect(page.locator("main h1")).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at 360 px scrolls sideways`).toBe(true);
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          const results = await axe(page).analyze();
          const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious.map((v) => `${path} at ${width}px: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
        }
      }
    } finally {
      await speak(page, adminSite, "en");
    }
  });
}

test("the studio's screens in French and Turkish fit 360 px without scrolling sideways", async ({ page, adminSite }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, adminSite);
  try {
    for (const lang of ["fr", "tr"]) {
      expect((await page.request.patch(`${adminSite.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
      for (const path of screens) {
        await page.goto(`${adminSite.url}${path}`);
        await expect(page.locator("main h1")).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} in ${lang} at 360 px scrolls sideways`).toBe(true);
      }
    }
  } finally {
    await speak(page, adminSite, "en");
  }
});
