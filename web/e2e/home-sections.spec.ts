import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { openPaused } from "./home-helpers";
import { statisticsIn } from "../app/content/statistics";
import { formatNumber } from "../app/lib/intl-format";
import { callIn, sectionIn, whoWeAreIn } from "../app/content/sections";
import { clientName, heroSlide, messages } from "./site-data";

/** The counters of the default content (the numbers are the same in every language). */
const STATISTICS = statisticsIn("en");

for (const lang of ["en", "ar"] as const) {
  const m = messages[lang];

  test.describe(`home sections (${lang})`, () => {
    test("sections in order; statistics count up from 0 to their values, formatted for the language", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openPaused(page, `/${lang}/home`, lang);
      const ids = await page.locator("main > section[id], main > div > section[id]").evaluateAll((els) => els.map((e) => e.id));
      expect(ids.filter((id) => ["top", "services", "clients", "projects", "who-we-are", "industries"].includes(id))).toEqual([
        "top",
        "services",
        "clients",
        "projects",
        "who-we-are",
        "industries",
      ]);
      await expect(page.locator("#services li")).toHaveCount(6);
      await expect(page.locator("#industries li")).toHaveCount(12);
      // The hero's visible headline is the page's one H1; the line above it is not a heading.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroSlide(lang, "business").title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByText(sectionIn("hero", lang).heading, { exact: true })).toBeVisible();

      const counters = page.locator("[data-value]");
      await expect(counters).toHaveCount(4);
      // Below the fold after hydration: reset to 0, waiting to be seen.
      for (let i = 0; i < 4; i++) await expect(counters.nth(i)).toHaveText(formatNumber(lang, 0));
      await counters.first().scrollIntoViewIfNeeded();
      const zero = await counters.nth(1).evaluate((el) => el.textContent);
      // Written with the page's pinned locale (Latin digits in Arabic), whatever the browser's default.
      const final = STATISTICS.map((s) => formatNumber(lang, s.value));
      // Counting starts once in view and moves with time.
      await expect
        .poll(async () => {
          await page.clock.fastForward(200);
          return counters.nth(1).evaluate((el) => el.textContent);
        })
        .not.toBe(zero);
      expect(await counters.nth(1).evaluate((el) => el.textContent)).not.toBe(final[1]);
      await page.clock.fastForward(10_000);
      for (let i = 0; i < 4; i++) await expect(counters.nth(i)).toHaveText(final[i]!);
      await expect(page.getByText(statisticsIn(lang)[1]!.label)).toBeVisible();

      // Who we are: free consultation on WhatsApp in a new tab, and the form.
      const consult = page.getByRole("link", { name: callIn("who-we-are", lang).label });
      await expect(consult).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expect(consult).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("link", { name: whoWeAreIn(lang).formLink })).toHaveAttribute("href", `/${lang}/contact#consultation`);
      // Hero buttons: Start now in a new tab, Similar projects to the projects page.
      const hero = page.getByRole("region", { name: m.home.hero.label });
      await expect(hero.getByRole("link", { name: callIn("hero", lang).label })).toHaveAttribute("target", "_blank");
      await expect(hero.getByRole("link", { name: m.home.hero.similarProjects })).toHaveAttribute("href", `/${lang}/projects`);
    });

    test("particles: fewer under 768 px, paused off screen", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`/${lang}/home`);
      await hydrated(page, lang);
      const canvas = page.locator("canvas[data-particles]");
      await expect(canvas).not.toHaveAttribute("data-particles", "0");
      const wide = Number(await canvas.getAttribute("data-particles"));
      await expect(canvas).toHaveAttribute("data-running", "true");
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect(canvas).toHaveAttribute("data-running", "false");

      for (const width of [767, 768]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/home`);
        await hydrated(page, lang);
        await expect(canvas).not.toHaveAttribute("data-particles", "0");
        const count = Number(await canvas.getAttribute("data-particles"));
        if (width < 768) expect(count).toBeLessThan(wide);
        else expect(count).toBe(wide);
      }
    });

    test.describe("with a logo that fails to load", () => {
      test.use({ allowConsole: [[NOT_FOUND_CONSOLE, /Failed to load resource/], { scope: "test" }] });
      test("the logo is replaced by a placeholder", async ({ page }) => {
        await page.route("**/images/clients/noor.svg", (route) => route.fulfill({ status: 404, body: "" }));
        await page.goto(`/${lang}/home`);
        await hydrated(page, lang);
        await page.locator("#clients").scrollIntoViewIfNeeded();
        const placeholders = page.getByTestId("logo-placeholder");
        await expect(placeholders.first()).toBeVisible({ timeout: 15_000 });
        await expect(placeholders.first()).toHaveText(m.home.clients.logoPlaceholder);
        await expect(page.getByRole("img", { name: clientName(lang, "noor") })).toHaveCount(0);
        await expect(page.getByRole("img", { name: clientName(lang, "sanad") })).toBeVisible();
      });
    });
  });

  test.describe(`reduced motion (${lang})`, () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 1366, height: 900 } });
    test("no auto-advance, no particles, no cursor follower, final numbers shown", async ({ page }) => {
      await openPaused(page, `/${lang}/home`, lang);
      await expect(page.locator("canvas[data-particles]")).toHaveAttribute("data-particles", "0");
      await expect(page.getByTestId("cursor-follower")).toHaveCount(0);
      await page.clock.fastForward(45_000);
      await expect(page.getByTestId("hero-counter")).toHaveText("01 / 06");
      const final = STATISTICS.map((s) => formatNumber(lang, s.value));
      const counters = page.locator("[data-value]");
      for (let i = 0; i < 4; i++) await expect(counters.nth(i)).toHaveText(final[i]!);
      const region = page.getByRole("region", { name: m.home.clients.testimonialsLabel });
      await region.scrollIntoViewIfNeeded();
      await page.clock.fastForward(15_000);
      await expect(page.getByTestId("testimonial-counter")).toHaveText("1 / 6");
      // Revealed content is never hidden.
      await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    });
  });
}
