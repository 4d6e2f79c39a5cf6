import { expect, test } from "./fixtures";
import { mouseAway, openPaused } from "./home-helpers";
import { heroSlide, messages, testimonial } from "./site-data";

const HERO_AUTO_ADVANCE_MS = 20_000;
const HERO_MANUAL_TRANSITION_MS = 500;
const TESTIMONIAL_AUTOPLAY_MS = 6_000;

for (const lang of ["en", "ar"] as const) {
  const m = messages[lang];

  test.describe(`home carousels (${lang})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("hero: auto-advances every 20 s and wraps; prev/next only during entrance, after 500 ms; pauses on hover", async ({ page }) => {
      await openPaused(page, `/${lang}/home`, lang);
      const hero = page.getByRole("region", { name: m.home.hero.label });
      const counter = page.getByTestId("hero-counter");
      await expect(counter).toHaveText("01 / 06");
      await expect(hero.getByRole("heading", { level: 1, name: heroSlide(lang, "business").title })).toBeVisible();

      // Auto-advance: one slide per 20 s, wrapping from 6 to 1.
      for (const next of ["02", "03", "04", "05", "06", "01"]) {
        await page.clock.fastForward(HERO_AUTO_ADVANCE_MS);
        await expect(counter).toHaveText(`${next} / 06`);
      }
      await expect(hero.getByRole("heading", { level: 1, name: heroSlide(lang, "business").title })).toBeVisible();

      // Next: outrance at once, the slide changes after exactly 500 ms; a
      // second click during outrance is ignored.
      const next = page.getByRole("button", { name: m.home.hero.next });
      const previous = page.getByRole("button", { name: m.home.hero.previous });
      await next.click();
      await expect(hero).toHaveAttribute("data-phase", "outrance");
      // aria-disabled meanwhile; a click anyway changes nothing.
      await expect(next).toHaveAttribute("aria-disabled", "true");
      await next.click({ force: true });
      await previous.click({ force: true });
      await page.clock.fastForward(HERO_MANUAL_TRANSITION_MS - 1);
      await expect(counter).toHaveText("01 / 06");
      await page.clock.fastForward(1);
      await expect(counter).toHaveText("02 / 06");
      await expect(hero).toHaveAttribute("data-phase", "entrance");
      await expect(hero.getByRole("heading", { level: 1, name: heroSlide(lang, "ecommerce").title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), "one H1: the slide on screen").toHaveCount(1);

      // Previous wraps backwards.
      await previous.click();
      await page.clock.fastForward(HERO_MANUAL_TRANSITION_MS);
      await previous.click();
      await page.clock.fastForward(HERO_MANUAL_TRANSITION_MS);
      await expect(counter).toHaveText("06 / 06");

      // Hovered (and focused after the clicks): no auto-advance.
      await page.clock.fastForward(HERO_AUTO_ADVANCE_MS * 2);
      await expect(counter).toHaveText("06 / 06");
      // Pointer gone and focus elsewhere: it resumes, 20 s from then.
      await mouseAway(page);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(hero).toHaveAttribute("data-running", "true");
      await page.clock.fastForward(HERO_AUTO_ADVANCE_MS - 1);
      await expect(counter).toHaveText("06 / 06");
      await page.clock.fastForward(1);
      await expect(counter).toHaveText("01 / 06");
    });

    test("testimonials: autoplay every 6 s, hover pause, keyboard, counter, 5 stars", async ({ page }) => {
      await openPaused(page, `/${lang}/home`, lang);
      await mouseAway(page);
      const region = page.getByRole("region", { name: m.home.clients.testimonialsLabel });
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute("data-autoplay", "true");
      const counter = page.getByTestId("testimonial-counter");
      await expect(counter).toHaveText("1 / 6");
      await expect(region.getByText(testimonial(lang, "khalid").name)).toBeVisible();
      await expect(region.getByRole("img", { name: m.home.clients.stars })).toHaveCount(1);

      await page.clock.fastForward(TESTIMONIAL_AUTOPLAY_MS - 10);
      await expect(counter).toHaveText("1 / 6");
      await page.clock.fastForward(10);
      await expect(counter).toHaveText("2 / 6");
      await expect(region.getByText(testimonial(lang, "sara").name)).toBeVisible();

      // Hover pauses autoplay; leaving resumes it.
      await region.hover();
      await expect(region).toHaveAttribute("data-autoplay", "false");
      await page.clock.fastForward(TESTIMONIAL_AUTOPLAY_MS * 3);
      await expect(counter).toHaveText("2 / 6");
      await mouseAway(page);
      await page.clock.fastForward(TESTIMONIAL_AUTOPLAY_MS);
      await expect(counter).toHaveText("3 / 6");

      // Keyboard: the arrow keys follow the reading direction.
      const nextButton = region.getByRole("button", { name: m.home.clients.next });
      await nextButton.focus();
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(counter).toHaveText("4 / 6");
      await page.keyboard.press(lang === "ar" ? "ArrowRight" : "ArrowLeft");
      await page.keyboard.press(lang === "ar" ? "ArrowRight" : "ArrowLeft");
      await expect(counter).toHaveText("2 / 6");
      await region.getByRole("button", { name: m.home.clients.previous }).click();
      await region.getByRole("button", { name: m.home.clients.previous }).click();
      await expect(counter).toHaveText("6 / 6");

      // Interaction does not stop autoplay: once the pointer and focus leave, it loops on.
      await mouseAway(page);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.fastForward(TESTIMONIAL_AUTOPLAY_MS);
      await expect(counter).toHaveText("1 / 6");
    });
  });
}
