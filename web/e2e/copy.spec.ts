import { frenchTypographyProblems } from "../app/locales/french-typography";
import { expect, test } from "./fixtures";
import { messages, serviceName, site, type Lang } from "./site-data";

/** The pages a native reader checks in each language: every page kind,
 * with a project page. */
const pages = ["home", "about", "services", "projects", "project/1", "faq", "contact", "privacy-policy", "terms-of-usage"];

/** What a reader of the page sees: the rendered text, the alternative texts
 * and the accessible names screen readers speak. */
async function readable(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split("\n");
    for (const el of document.querySelectorAll("[aria-label], img[alt], [title]")) {
      for (const attr of ["aria-label", "alt", "title"]) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
    }
    return [document.title, ...texts].map((t) => t.trim()).filter(Boolean);
  });
}

for (const lang of site.languages) {
  test(`${lang}: the copy of every page follows the language's typography`, async ({ page }) => {
    const problems: string[] = [];
    for (const name of pages) {
      await page.goto(`/${lang}/${name}`);
      for (const text of await readable(page)) {
        if (lang === "fr") for (const p of frenchTypographyProblems(text)) problems.push(`${name}: ${p}: ${text}`);
        if (lang !== "ar" && /[A-Za-zÀ-ÿğışçöüİĞŞÇÖÜ]'[A-Za-zÀ-ÿğışçöüİĞŞÇÖÜ]/.test(text)) problems.push(`${name}: a straight apostrophe: ${text}`);
        if (lang === "ar" && /\d\s*%/.test(text)) problems.push(`${name}: % instead of ٪: ${text}`);
        if (/\{\{|\}\}/.test(text)) problems.push(`${name}: a placeholder left unfilled: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("the service names are the same on the home cards, the services page, the footer and the form", async ({ page }) => {
  for (const lang of ["en", "fr"] as Lang[]) {
    await page.goto(`/${lang}/home`);
    const cards = page.locator("#services h3");
    await expect(cards).toHaveText(
      ["construction-real-estate", "non-profit", "well-mosque", "ecommerce", "religious", "custom-apps"].map((id) => serviceName(id, lang)),
    );
    const offerings = ["custom-apps", "organisation-management", "ecommerce", "store-publishing"].map((id) => serviceName(id, lang));
    await expect(page.locator("footer li a[href*='/services#']")).toHaveText(offerings);
    await page.goto(`/${lang}/services`);
    await expect(page.locator("li[id] h3")).toHaveText(offerings);
    await page.goto(`/${lang}/contact`);
    const options = page.getByLabel(messages[lang].consultation.fields.service.label).locator("option:not([value=''])");
    for (const name of [...offerings]) await expect(options.filter({ hasText: name })).toHaveCount(1);
  }
});
