import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { expect } from "./fixtures";
import { signIn, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

async function speak(page: Page, site: LeadSite, lang: "en" | "ar") {
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
}

async function working(page: Page, site: LeadSite) {
  const res = await page.request.get(`${site.url}/api/admin/content`);
  expect(res.status()).toBe(200);
  return (await res.json()).working as { faq: { id: string; answer: Record<string, string> }[]; projects: { id: number; hidden?: boolean }[] };
}

test("an FAQ answer edited with the rich text editor in Arabic at 390 px; a project hidden and shown from its family page; the editor loads only there", async ({ page, adminSite }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, adminSite);
  await speak(page, adminSite, "ar");
  try {
    // The family page of projects: no editor there.
    await page.goto(`${adminSite.url}/admin/studio/projects`);
    const hide = page.getByRole("switch", { name: /^مخفي عن الموقع: / }).nth(1);
    await expect(hide).toHaveAttribute("aria-checked", "false");
    await hide.click();
    await expect(hide).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("مخفي", { exact: true })).toBeVisible();
    expect((await working(page, adminSite)).projects[1]!.hidden).toBe(true);
    await hide.click();
    await expect(hide).toHaveAttribute("aria-checked", "false");
    expect((await working(page, adminSite)).projects[1]!.hidden).toBeUndefined();
    expect(scripts.filter((s) => /rich-text/.test(s)), "no editor chunk on the family page").toEqual([]);

    await page.goto(`${adminSite.url}/admin/studio/faq/steps`);
    // A phone opens on Arabic alone (admin-studio-translation.spec.ts): every language here.
    await page.getByRole("group", { name: "اللغات", exact: true }).getByRole("radio", { name: "الكل" }).check();
    const answer = page.getByRole("group", { name: "الإجابة", exact: true });
    const arabic = answer.getByRole("textbox", { name: "العربية" });
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await expect(arabic).toHaveAttribute("contenteditable", "true");
    await expect(arabic).toHaveCSS("font-family", /Cairo/);
    await expect(answer.getByRole("textbox", { name: "الفرنسية" })).toHaveAttribute("dir", "ltr");
    expect(scripts.some((s) => /rich-text/.test(s)), "the editor chunk on the item page").toBe(true);
    // Select all of the Arabic answer, type a new one with a bold word.
    await arabic.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("نبدأ بورشة ");
    await answer.getByRole("toolbar", { name: "التنسيق: العربية" }).getByRole("button", { name: "عريض" }).click();
    await page.keyboard.type("مجانية");
    await expect(answer.getByRole("toolbar", { name: "التنسيق: العربية" }).getByRole("button", { name: "عريض" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await expect(page.getByText("حُفظت المسودة.")).toBeVisible();
    const saved = (await working(page, adminSite)).faq.find((f) => f.id === "steps")!.answer.ar;
    expect(saved).toBe("<p>نبدأ بورشة <strong>مجانية</strong></p>");
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, "no horizontal scrolling at 390 px").toBe(true);
    // The editors, their toolbars and the hidden switch: no serious axe issue.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const serious = (await axe(page).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${width}px: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    }
  } finally {
    await speak(page, adminSite, "en");
  }
});
