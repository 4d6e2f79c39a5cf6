import { expect, hydrated, test } from "./fixtures";
import { messages, site } from "./site-data";

test.use({ reducedMotion: "reduce" });

test("the contact bar steps aside while a form field has focus or the form fills the screen, at 390 px", async ({ page }) => {
  const m = messages.en;
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await page.goto("/en/contact");
  await hydrated(page, "en");
  const bar = page.getByRole("complementary", { name: m.contact.bar.label });
  const form = page.locator("#consultation form");
  /** barTop is where the bar's top edge is on the screen. */
  const barTop = async () => (await bar.boundingBox())!.y;
  const stuck = screen.height - (await bar.boundingBox())!.height;

  // The form's top on screen: the bar sticks to the screen's bottom.
  await form.evaluate((f) => window.scrollTo({ top: window.scrollY + f.getBoundingClientRect().top - 200, behavior: "instant" }));
  await expect.poll(barTop).toBeCloseTo(stuck, 0);

  const name = page.getByLabel(m.consultation.fields.name.label);
  await name.focus();
  await expect.poll(barTop, "a field has focus: the bar leaves the screen").toBeGreaterThanOrEqual(screen.height);
  await name.blur();
  await expect.poll(barTop, "no field has focus: the bar is back").toBeCloseTo(stuck, 0);

  const height = await form.evaluate((f) => f.getBoundingClientRect().height);
  expect(height, "the form is taller than the screen").toBeGreaterThan(screen.height + 100);
  await form.evaluate((f) => window.scrollTo({ top: window.scrollY + f.getBoundingClientRect().top + 100, behavior: "instant" }));
  await expect.poll(barTop, "the form fills the screen: the bar leaves it").toBeGreaterThanOrEqual(screen.height);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(barTop, "back at the top: the bar is back").toBeCloseTo(stuck, 0);
});

test("the contact bar's labels are whole at 360 px in every language", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const lang of site.languages) {
    const m = messages[lang];
    await page.goto(`/${lang}/home`);
    await hydrated(page, lang);
    await page.evaluate(() => document.fonts.ready);
    const bar = page.getByRole("complementary", { name: m.contact.bar.label });
    await expect(bar.getByRole("link")).toHaveText([m.contact.bar.whatsapp, m.contact.bar.email]);
    const cut = await bar.locator("a span").evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(cut, `${lang}: labels cut`).toEqual([]);
  }
});
