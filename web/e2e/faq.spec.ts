import { faqIn } from "../app/content/faq";
import { pageHeadingIn } from "../app/content/pages";
import { expect, hydrated, test } from "./fixtures";
import { messages } from "./site-data";

const questions = (lang: "en" | "ar") => faqIn(lang).map((item) => item.question);

for (const lang of ["en", "ar"] as const) {
  test.describe(`FAQ in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      await hydrated(page, lang);
    });

    test("is a dark page with a heading, a description and eight closed questions", async ({ page }) => {
      const m = messages[lang];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeadingIn("faq", lang).heading);
      await expect(page.getByText(pageHeadingIn("faq", lang).intro!)).toBeVisible();
      const buttons = page.getByRole("main").getByRole("button");
      await expect(buttons).toHaveText(questions(lang));
      for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-expanded", "false");
      const background = await page.locator("#faq").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe("rgb(11, 16, 38)"); // ink-900
      await expect(page.getByRole("main").locator("svg").first()).toBeVisible(); // each question has an icon
      expect(await page.getByRole("main").getByRole("button").locator("svg").count()).toBe(16); // icon and chevron
    });

    test("opens one answer at a time and closes the open one on a second click", async ({ page }) => {
      const [q1, q6] = [questions(lang)[0]!, questions(lang)[5]!];
      const first = page.getByRole("button", { name: q1 });
      const sixth = page.getByRole("button", { name: q6 });
      const answerOf = async (button: typeof first) => page.locator(`#${await button.getAttribute("aria-controls")}`);

      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(await answerOf(first)).toBeVisible();
      await sixth.click();
      await expect(sixth).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(await answerOf(first)).toBeHidden();
      await expect(await answerOf(sixth)).toContainText(lang === "en" ? "1 to 3 weeks" : "من أسبوع إلى ثلاثة أسابيع");
      await sixth.click();
      await expect(sixth).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
    });

    test("works with the keyboard", async ({ page }) => {
      const q2 = page.getByRole("button", { name: questions(lang)[1]! });
      const q3 = page.getByRole("button", { name: questions(lang)[2]! });
      await page.getByRole("button", { name: questions(lang)[0]! }).focus();
      await page.keyboard.press("Tab");
      await expect(q2).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(q2).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(q3).toBeFocused(); // the closed answers hold no focusable content
      await page.keyboard.press("Space");
      await expect(q3).toHaveAttribute("aria-expanded", "true");
      await expect(q2).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Space");
      await expect(q3).toHaveAttribute("aria-expanded", "false");
    });

    test("renders answers as sanitised HTML: lists and emphasis, no script, no attribute", async ({ page }) => {
      const steps = page.getByRole("button", { name: questions(lang)[3]! });
      await steps.click();
      const answer = page.locator(`#${await steps.getAttribute("aria-controls")}`);
      await expect(answer.locator("ol > li")).toHaveCount(5);
      const tags = await page.locator("#faq [id$='-a1'], #faq [id$='-a2'], #faq [id$='-a3'], #faq [id$='-a4'], #faq [id$='-a5'], #faq [id$='-a6'], #faq [id$='-a7'], #faq [id$='-a8']").evaluateAll((answers) =>
        answers.flatMap((a) => [...a.children[0]!.children[0]!.querySelectorAll("*")].map((el) => `${el.tagName.toLowerCase()}${el.attributes.length ? "[attrs]" : ""}`)),
      );
      expect(tags.length).toBeGreaterThan(10);
      expect(new Set(tags)).toEqual(new Set(["strong", "ol", "li", "ul", "em"]));
      expect(await page.locator("main script:not([type='application/ld+json'])").count()).toBe(0);
    });

    test("carries FAQPage structured data that parses as JSON", async ({ page }) => {
      // Every page also carries the Organization (added by the server).
      const all = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
      expect(all.map((d) => d["@type"]).sort()).toEqual(["FAQPage", "Organization"]);
      const data = all.find((d) => d["@type"] === "FAQPage");
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("FAQPage");
      expect(data.inLanguage).toBe(lang);
      expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions(lang));
      for (const q of data.mainEntity) {
        expect(q["@type"]).toBe("Question");
        expect(q.acceptedAnswer["@type"]).toBe("Answer");
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    });
  });
}
