import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect, hydrated } from "./fixtures";
import { createOwner, signIn, startAdminSite, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/* The studio's publishing screens against the real binary, on a site of
   their own (each publish changes every page a shared site serves): one
   sign-in, then edit → preview → publish → public page, a missing French
   text refused, a restore from the history, and a scheduled publish. */

// The refused publish (a missing French text) is a 422 the browser logs.
test.use({ allowConsole: [/status of 422/] });

let site: LeadSite;
test.beforeAll(async () => {
  site = await startAdminSite();
  await createOwner(site);
});
test.afterAll(async () => {
  await site.stop();
});

async function speak(page: Page, lang: "en" | "ar" | "fr") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

/** arabicText is Sara's testimonial's Arabic text field. */
const arabicText = (page: Page) => page.getByRole("group", { name: /^(Text|النص)$/ }).locator('textarea[lang="ar"]');

async function saveArabic(page: Page, text: string, saved: string) {
  await arabicText(page).fill(text);
  await page.getByRole("button", { name: /^(Save draft|حفظ المسودة)$/ }).click();
  await expect(page.getByText(saved)).toBeVisible();
}

/** publishNow publishes the changes the dialog checks ("Publish 1 change")
 * from the page's Publish button. */
async function publishNow(page: Page, publish: string, done: RegExp) {
  await page.getByRole("button", { name: publish, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: new RegExp(`^${publish} `) }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: 60_000 });
}

/** servedAr waits until /ar/home serves text, then shows it hydrated, with
 * no console warning (the fixture fails the test on one). */
async function seenOnArHome(page: Page, text: string) {
  await expect.poll(async () => (await page.request.get(`${site.url}/ar/home`)).text(), { timeout: 40_000 }).toContain(text);
  await page.goto(`${site.url}/ar/home`);
  await hydrated(page, "ar");
  await expect(page.getByText(text).first()).toBeAttached();
}

test("publishing from the studio: preview, publish, a missing translation refused, restore, schedule", async ({ page }) => {
  test.setTimeout(240_000);
  const first = "تطبيق متجرنا سريع وجميل، والطلبات زادت ٣٠٪ في شهرين.";
  const second = "فريق محترف سلّم التطبيق في موعده تمامًا.";
  const third = "نشرنا هذه الجملة في الموعد المحدد.";
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, site);
  await speak(page, "ar");

  await test.step("an Arabic testimonial edited at 390 px in the Arabic interface, previewed from the draft", async () => {
    await page.goto(`${site.url}/admin/studio/testimonials/sara`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await saveArabic(page, first, "حُفظت المسودة.");
    await page.getByRole("button", { name: "معاينة", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "معاينة المسودة" });
    await expect(preview.getByRole("combobox", { name: "اللغة" })).toHaveValue("ar");
    // The first preview starts the engine: seconds more on a busy machine.
    await expect(page.frameLocator('iframe[title^="معاينة"]').getByText(first).first()).toBeAttached({ timeout: 30_000 });
    // The preview opens at the item, outlined: Sara's slide of the
    // testimonials shown (the carousel's script does not run there), the
    // frame scrolled down the home page to it.
    const marked = page.frameLocator('iframe[title^="معاينة"]').locator("[data-studio-item]");
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(first);
    await expect(marked).toContainText("سارة");
    await expect(marked).toBeInViewport();
    expect(await marked.evaluate((el) => [getComputedStyle(el).outlineStyle, el.ownerDocument.defaultView!.scrollY > 300])).toEqual(["solid", true]);
    await expect.poll(() => marked.evaluate((el) => getComputedStyle(el.closest('[aria-roledescription="slide"]')!).opacity)).toBe("1");
    // At a desktop's width, the page laid out again, still at the item.
    await preview.getByText("حاسوب (1366 بكسل)").click();
    await expect(marked).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 390 px").toBe(true);
    await preview.getByRole("button", { name: "إغلاق" }).click();
  });

  await test.step("published, and served on /ar/home", async () => {
    // What went live, in words: the pages of Sara's testimonial, in Arabic.
    await publishNow(page, "نشر", /^على الموقع الآن: الصفحة الرئيسية وصفحة أخرى باللغة العربية\.$/);
    const links = page.getByRole("main").locator("details").filter({ hasText: "الصفحتان" });
    await links.getByText("الصفحتان").click();
    await expect(links.getByRole("link")).toHaveText(["الرئيسية — العربية", "من نحن — العربية"]);
    await expect(links.getByRole("link").first()).toHaveAttribute("href", "/ar/home");
    await seenOnArHome(page, first);
  });

  await test.step("a missing French translation blocks publishing, and the studio says so", async () => {
    await speak(page, "en");
    // Every language's inputs at a desktop's width (a phone's shows one).
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.url}/admin/studio/testimonials/sara`);
    const french = page.getByRole("group", { name: "Text", exact: true }).locator('textarea[lang="fr"]');
    const was = await french.inputValue();
    await french.fill("");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish the draft" });
    await expect(dialog.getByText("French is missing: Text. A publish of it would be refused.")).toBeVisible();
    await dialog.getByRole("button", { name: "Publish 1 change" }).click();
    const refused = page.getByRole("alert");
    await expect(refused).toContainText("Not published: some of the chosen items are incomplete.");
    await expect(refused.getByRole("link", { name: "Testimonials › Sara Haddad" })).toHaveAttribute("href", "/admin/studio/testimonials/sara");
    await expect(refused).toContainText("Testimonials › Sara Haddad — French is missing: Text (saved by Amira Haddad)");
    await french.fill(was);
    await saveArabic(page, second, "Draft saved.");
    await publishNow(page, "Publish", /^Live: the home page and 1 other page in Arabic\.$/);
    await seenOnArHome(page, second);
  });

  await test.step("the history shows the change, and restoring the first version brings its text back", async () => {
    await page.goto(`${site.url}/admin/studio/history`);
    const versions = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(versions).toHaveCount(2);
    const latest = versions.first();
    await expect(latest).toContainText("Live");
    await latest.getByRole("button", { name: "Show changes" }).click();
    const change = latest.getByRole("region", { name: "Testimonials › Sara Haddad" });
    await expect(change).toContainText("Text · Arabic");
    await expect(change).toContainText(first);
    await expect(change).toContainText(second);
    await versions.nth(1).getByRole("button", { name: "Restore this version" }).click();
    const confirm = page.getByRole("dialog", { name: "Restore version 1?" });
    await confirm.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(page.getByText(/^Live: /)).toBeVisible({ timeout: 60_000 });
    await expect(versions).toHaveCount(3);
    // The restore recorded what it restored; the history says it in the reader's language.
    await expect(versions.first()).toContainText("Restored the whole site to version 1");
    await speak(page, "fr");
    await page.reload();
    await expect(versions.first()).toContainText("Tout le site restauré à la version 1");
    await speak(page, "en");
    await seenOnArHome(page, first);
  });

  await test.step("a publish scheduled a few seconds ahead happens at its time; another is cancelled", async () => {
    await page.goto(`${site.url}/admin/studio/testimonials/sara`);
    await saveArabic(page, third, "Draft saved.");
    const schedule = async (at: Date) => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish the draft" });
      await dialog.getByRole("radio", { name: "Later, at a set time" }).check();
      // The site's time zone is UTC until Settings says otherwise.
      await dialog.getByLabel("Date", { exact: true }).fill(at.toISOString().slice(0, 10));
      await dialog.getByLabel("Time", { exact: true }).fill(at.toISOString().slice(11, 19));
      await dialog.getByRole("button", { name: "Schedule 1 change" }).click();
      await expect(page.getByText(/^Publish scheduled for/)).toBeVisible();
    };
    await schedule(new Date(Date.now() + 24 * 3600_000));
    const list = page.getByRole("region", { name: "Scheduled publishes" });
    await list.getByRole("button", { name: "Cancel this publish" }).click();
    await page.getByRole("dialog", { name: /^Cancel the publish of/ }).getByRole("button", { name: "Cancel this publish" }).click();
    await expect(page.getByText("The scheduled publish is cancelled.")).toBeVisible();
    await expect(list).toBeHidden();
    await schedule(new Date(Date.now() + 4_000));
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await seenOnArHome(page, third);
  });

  await test.step("the history, the publish dialog and the preview: axe finds nothing serious, and 360 px in four languages needs no sideways scrolling", async () => {
    const serious = async (what: string) => {
      const results = await axe(page).analyze();
      const found = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(found.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    };
    for (const lang of ["ar", "fr", "tr", "en"] as const) {
      expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${site.url}/admin/studio/history`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await page.getByRole("main").getByRole("listitem").first().getByRole("button").first().click(); // its changes
      await expect(page.getByRole("main").getByRole("region").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `history in ${lang} at 360 px`).toBe(true);
      if (lang === "fr" || lang === "tr") continue;
      await page.setViewportSize({ width: 390, height: 844 });
      await serious(`history in ${lang}`);
      await page.goto(`${site.url}/admin/studio/testimonials/sara`);
      await page.getByRole("main").getByRole("button", { name: /^(Publish|نشر)$/ }).click();
      // Every change is live by now: the dialog says so.
      await expect(page.getByRole("dialog").getByText(/^(Nothing to publish|لا شيء للنشر)/)).toBeVisible();
      await serious(`publish dialog in ${lang}`);
      await page.keyboard.press("Escape");
      await page.getByRole("main").getByRole("button", { name: /^(Preview|معاينة)$/ }).click();
      await expect(page.frameLocator("iframe").locator("main")).toBeAttached({ timeout: 30_000 });
      await serious(`preview in ${lang}`);
      await page.keyboard.press("Escape");
    }
  });
});
