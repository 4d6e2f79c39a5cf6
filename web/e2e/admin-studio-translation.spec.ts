import type { Locator, Page } from "@playwright/test";
import { axe } from "./axe";
import { expect } from "./fixtures";
import { createOwner, signIn, startAdminSite, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

/* Translation status people can act on (issue 34, item 6): at 390 px in the
   Arabic interface, Fatma's English text is edited, which leaves Arabic,
   French and Turkish to update; French shows what changed in English
   (before and after), "Still correct" takes French off the list without
   retyping it, and the one-language view shows Arabic alone. A site of its
   own: the spec changes an item's status that other specs read. */

test.use({ actionTimeout: 15_000 });

let site: LeadSite;
test.beforeAll(async () => {
  site = await startAdminSite();
  await createOwner(site);
});
test.afterAll(async () => {
  await site.stop();
});

async function speak(page: Page, lang: "en" | "ar") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

async function serious(page: Page, what: string) {
  const results = await axe(page).analyze();
  const found = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(found.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

type Status = Record<string, Record<string, string>>;
async function statusOf(page: Page): Promise<{ status: Status; outdated: Record<string, Record<string, string[]>>; text: { en: string; ar: string; fr: string; tr: string } }> {
  const res = await page.request.get(`${site.url}/api/admin/content`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { status: Status; outdated: Record<string, Record<string, string[]>>; working: { testimonials: { id: string; text: { en: string; ar: string; fr: string; tr: string } }[] } };
  return { status: body.status, outdated: body.outdated, text: body.working.testimonials.find((t) => t.id === "fatma")!.text };
}

/** One language's input of a text with what goes under it (its label,
 * status, what changed and "Still correct"): the textarea's box. */
const languageBox = (field: Locator, lang: string) => field.locator(`textarea[lang="${lang}"]`).locator("..");

test("an English edit at 390 px in Arabic: French shows what changed, Still correct clears it, and one language at a time", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, site);
  await speak(page, "ar");
  try {
    const before = await statusOf(page);
    expect(before.status["/testimonials/fatma"]?.fr ?? "done").toBe("done");
    await page.goto(`${site.url}/admin/studio/testimonials/fatma`);
    const view = page.getByRole("group", { name: "اللغات", exact: true });
    const text = page.getByRole("group", { name: "النص", exact: true });

    await test.step("on a phone the form opens in the interface language, the others hidden", async () => {
      await expect(view.getByRole("radio", { name: "العربية" })).toBeChecked();
      await expect(text.locator("textarea")).toHaveCount(1);
      await expect(text.locator("textarea")).toHaveAttribute("lang", "ar");
      await expect(view.getByText("3 لغات أخرى مخفية")).toBeVisible();
      await view.getByRole("button", { name: "إظهار الكل" }).click();
      await expect(view.getByRole("radio", { name: "الكل" })).toBeChecked();
      await expect(text.locator("textarea")).toHaveCount(4);
    });

    const edited = "Our drivers and dispatchers finally share one screen. Clear planning, honest estimates, no surprises.";
    await test.step("the English text edited and saved: the other languages are to update", async () => {
      await text.locator('textarea[lang="en"]').fill(edited);
      await page.getByRole("button", { name: "حفظ المسودة" }).click();
      await expect(page.getByText("حُفظت المسودة.")).toBeVisible();
      for (const lang of ["ar", "fr", "tr"]) await expect(languageBox(text, lang).getByText("تحتاج تحديثًا")).toBeVisible();
      await expect(languageBox(text, "en").getByText("مكتملة")).toBeVisible();
    });

    const french = languageBox(text, "fr");
    await test.step("French shows what changed in English, before and after", async () => {
      const change = french.getByText("ما الذي تغيّر في الإنجليزية");
      await expect(change).toBeVisible();
      await change.click();
      await expect(french.getByText("قبل", { exact: true })).toBeVisible();
      await expect(french.getByText(before.text.en)).toBeVisible();
      await expect(french.getByText(edited)).toBeVisible();
      await expect(french.locator(`[lang="en"]`).filter({ hasText: edited })).toHaveAttribute("dir", "ltr");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 390 px").toBe(true);
    });

    await test.step("Still correct takes French off the list, the text and the unsaved state as they were", async () => {
      // An unsaved edit elsewhere stays unsaved.
      const turkish = text.locator('textarea[lang="tr"]');
      await turkish.fill(`${before.text.tr} (taslak)`);
      await french.getByRole("button", { name: "ما زالت صحيحة: الترجمة الفرنسية لـ«النص»" }).click();
      await expect(page.getByRole("status").filter({ hasText: "الترجمة الفرنسية لـ«النص» ما زالت صحيحة، ولم تعد تحتاج تحديثًا." })).toBeVisible();
      await expect(french.getByText("عُلّمت بأنها ما زالت صحيحة")).toBeFocused();
      await expect(french.getByText("مكتملة")).toBeVisible();
      await expect(languageBox(text, "tr").getByText("تحتاج تحديثًا")).toBeVisible();
      await expect(turkish).toHaveValue(`${before.text.tr} (taslak)`);
      await expect(page.getByRole("button", { name: "حفظ المسودة" })).toBeEnabled();
      // The Turkish edit is put back: nothing unsaved, so the reload does not ask.
      await turkish.fill(before.text.tr);
      await expect(page.getByRole("button", { name: "حفظ المسودة" })).toBeDisabled();
    });

    await test.step("after a reload French is done and its text unchanged; Arabic and Turkish still to update", async () => {
      await page.reload();
      await expect(view.getByRole("radio", { name: "الكل" })).toBeChecked(); // the choice is remembered
      await expect(languageBox(text, "fr").getByText("مكتملة")).toBeVisible();
      await expect(languageBox(text, "fr").getByRole("button", { name: /^ما زالت صحيحة/ })).toHaveCount(0);
      await expect(text.locator('textarea[lang="fr"]')).toHaveValue(before.text.fr);
      const after = await statusOf(page);
      expect(after.text.fr).toBe(before.text.fr);
      expect(after.text.en).toBe(edited);
      expect(after.status["/testimonials/fatma"]).toMatchObject({ en: "done", fr: "done", ar: "outdated", tr: "outdated" });
      expect(after.outdated["/testimonials/fatma"]?.text).toEqual(["ar", "tr"]);
    });

    await test.step("the one-language view: Arabic alone, with what changed in English; axe finds nothing serious", async () => {
      await view.getByRole("radio", { name: "العربية" }).check();
      const inputs = page.locator("form").locator("input[lang], textarea[lang]");
      await expect(inputs.first()).toBeVisible();
      expect(await inputs.evaluateAll((els) => els.map((e) => e.getAttribute("lang")))).toEqual(expect.arrayContaining(["ar"]));
      expect(new Set(await inputs.evaluateAll((els) => els.map((e) => e.getAttribute("lang"))))).toEqual(new Set(["ar"]));
      await expect(view.getByText("3 لغات أخرى مخفية")).toBeVisible();
      const arabic = languageBox(text, "ar");
      await arabic.getByText("ما الذي تغيّر في الإنجليزية").click();
      await expect(arabic.getByText(edited)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no horizontal scrolling at 390 px").toBe(true);
      await serious(page, "the item form at 390 px, Arabic alone");
      await page.setViewportSize({ width: 1366, height: 900 });
      await view.getByRole("radio", { name: "الكل" }).check();
      await languageBox(text, "tr").getByText("ما الذي تغيّر في الإنجليزية").click();
      await serious(page, "the item form at 1366 px, every language");
    });
  } finally {
    await speak(page, "en");
  }
});
