import { expect, hydrated, test } from "./fixtures";
import { messages, nativeNames, type Lang } from "./site-data";

/** The switcher's name: what it does and the language shown. */
const switcher = (lang: Lang) => messages[lang].language.switchLabel.replace("{{language}}", nativeNames[lang]);

test("the language switcher keeps the page and the /a prefix", async ({ page }) => {
  await page.goto("/a/en/faq");
  await hydrated(page, "en");
  await page.getByRole("button", { name: switcher("en") }).click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/a\/ar\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle(`${messages.ar.pages.faq} | ${messages.ar.meta.brand}`);
  await hydrated(page, "ar");

  await page.getByRole("button", { name: switcher("ar") }).click();
  await page.getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(/\/a\/tr\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
});

test("the switcher is keyboard operable and marks the current language", async ({ page }) => {
  await page.goto("/fr/projects");
  await hydrated(page, "fr");
  const button = page.getByRole("button", { name: switcher("fr") });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the chosen language is remembered and / honours it", async ({ page, context }) => {
  await page.goto("/ar/about");
  await hydrated(page, "ar");
  // Written by the layout's effect: polled, as a loaded machine may run it a moment after hydration.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18next")?.value).toBe("ar");
  expect(await page.evaluate(() => localStorage.getItem("appLanguage"))).toBe("ar");
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar\/home$/);
});

test.describe("redirects from /", () => {
  test.use({ locale: "fr-FR" });
  test("by the browser's Accept-Language", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr\/home$/);
    await page.goto("/a/");
    await expect(page).toHaveURL(/\/a\/fr\/home$/);
  });
});

test("/ redirects by the i18next cookie before Accept-Language", async ({ request }) => {
  const response = await request.get("/", {
    headers: { Cookie: "i18next=tr", "Accept-Language": "ar" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/tr/home");
});

test.describe("a path without a language", () => {
  test.use({ allowConsole: [/status of 404/] });
  test("keeps the remembered language and leads home in it", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18next", value: "ar", url: baseURL! }]);
    const response = await page.goto("/no-language/here");
    expect(response?.status()).toBe(404);
    await hydrated(page, "ar");
    await expect(page.getByRole("link", { name: messages.en.notFound.backHome })).toHaveAttribute("href", "/ar/home");
    expect((await context.cookies()).find((c) => c.name === "i18next")?.value).toBe("ar");
  });
});
