import { expect, hydrated, test } from "./fixtures";
import { callIn, sectionIn } from "../app/content/sections";
import { messages, serviceName, testimonial } from "./site-data";

const sectors = [
  ["realEstate", "construction-real-estate"],
  ["nonprofit", "non-profit"],
  ["wellMosque", "well-mosque"],
  ["ecommerce", "ecommerce"],
  ["religious", "religious"],
  ["custom", "custom-apps"],
] as const;

for (const lang of ["en", "ar"] as const) {
  const m = messages[lang];

  test(`${lang}: each home service card leads to the projects of its sector, or to the form for a sector without any`, async ({ page }) => {
    await page.goto(`/${lang}/home`);
    await hydrated(page, lang);
    for (const [sector, service] of sectors) {
      const name = serviceName(service, lang);
      // The default content has no construction and real estate project.
      if (sector === "realEstate") {
        const link = page.locator("#services").getByRole("link", { name: m.services.callLabel.replace("{{call}}", callIn("service-card", lang).label).replace("{{service}}", name) });
        await expect(link).toHaveAttribute("href", `/${lang}/contact?service=${service}#consultation`);
        continue;
      }
      const link = page.locator("#services").getByRole("link", { name: m.services.buttonLabel.replace("{{service}}", name) });
      await expect(link).toHaveAttribute("href", `/${lang}/projects?sector=${sector}`);
    }
    await page.locator("#services").getByRole("link", { name: m.services.buttonLabel.replace("{{service}}", serviceName("religious", lang)) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/projects\\?sector=religious$`));
  });

  test(`${lang}: "Read all reviews" leads to every review`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${lang}/home`);
    await hydrated(page, lang);
    await page.getByRole("link", { name: m.home.clients.moreReviews }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/about#reviews$`));
    const reviews = page.locator("#reviews");
    await expect(reviews.getByRole("heading", { level: 2 })).toHaveText(sectionIn("testimonials", lang).heading);
    await expect(reviews.locator("figure")).toHaveCount(6);
    await expect(reviews.getByText(testimonial(lang, "claire").text)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("reviews")!.getBoundingClientRect().top))).toBeLessThan(200);
  });
}
