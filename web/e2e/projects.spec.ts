import { formatMonthYear } from "../app/lib/intl-format";
import { projects } from "../app/features/projects/project-data";
import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { messages, site, type Lang } from "./site-data";

const item = (lang: Lang, id: number) => messages[lang].projects.items[`p${id}` as "p1"];

for (const lang of ["en", "ar"] as const) {
  test(`/${lang}/projects lists the nine projects with their month of completion`, async ({ page }) => {
    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    const m = messages[lang];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.projects.section.title);
    await expect(page.getByText(m.projects.section.description)).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(9);
    for (const [i, project] of projects.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("link")).toHaveText(item(lang, project.id).title);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/${lang}/project/${project.id}`);
      await expect(card).toContainText(formatMonthYear(lang, project.completed));
    }
  });

  test(`a project card in ${lang} leads to its project, by its title or its button`, async ({ page }) => {
    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    await page.getByRole("link", { name: item(lang, 3).title }).click();
    await expect(page).toHaveURL(`/${lang}/project/3`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item(lang, 3).title);

    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    const card = page.getByRole("listitem").filter({ hasText: item(lang, 7).title });
    // The button is drawn inside the card; the card's stretched link takes
    // the click, as for any point of the card.
    const button = card.getByText(item(lang, 7).button);
    await button.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getAnimations().length === 0); // the card's reveal
    const box = await button.boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(page).toHaveURL(`/${lang}/project/7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item(lang, 7).title);
  });
}

for (const lang of site.languages) {
  test(`project detail in ${lang}: facts, order link, neighbours, call to action, meta`, async ({ page }) => {
    const m = messages[lang];
    for (const project of projects) {
      const texts = item(lang, project.id);
      await page.goto(`/${lang}/project/${project.id}`);
      await hydrated(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
      await expect(page.getByText(texts.description)).toBeVisible();
      const facts = page.locator("dl");
      await expect(facts.getByText(m.projects.detail.client, { exact: true })).toBeVisible();
      await expect(facts).toContainText(texts.client);
      await expect(facts.getByText(m.projects.detail.completionDate, { exact: true })).toBeVisible();
      await expect(facts).toContainText(formatMonthYear(lang, project.completed));
      await expect(facts.getByText(m.projects.detail.technologies, { exact: true })).toBeVisible();
      const technologies = project.technologies.length ? project.technologies : ["Flutter", "Firebase"];
      await expect(facts.getByRole("listitem")).toHaveText(technologies);
      await expect(page.locator(`img[src="/images/projects/${project.id}-background.svg"]`)).toHaveCount(1);
      await expect(page.getByRole("img", { name: texts.title })).toHaveAttribute("src", `/images/projects/${project.id}-app.svg`);

      const order = page.getByRole("link", { name: m.projects.detail.order });
      const href = await order.getAttribute("href");
      expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.variants.default!.whatsappNumber}\\?text=`));
      expect(decodeURIComponent(href!.split("text=")[1]!)).toContain(texts.title);
      await expect(order).toHaveAttribute("target", "_blank");

      const nav = page.getByRole("navigation", { name: m.projects.detail.navigation });
      const previous = project.id === 1 ? 9 : project.id - 1;
      const next = project.id === 9 ? 1 : project.id + 1;
      await expect(nav.getByRole("link")).toHaveCount(2);
      await expect(nav.getByRole("link").first()).toHaveAttribute("href", `/${lang}/project/${previous}`);
      await expect(nav.getByRole("link").last()).toHaveAttribute("href", `/${lang}/project/${next}`);
      await expect(page.locator("#main").getByRole("link", { name: m.projects.detail.ctaButton })).toHaveAttribute("href", `/${lang}/contact`);

      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.summary);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${texts.title} | ${m.meta.brand}`);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", texts.summary);
    }
  });
}

test("next project navigates on the client, and the /a/ variant orders by the direct WhatsApp link", async ({ page }) => {
  await page.goto("/a/ar/project/9");
  await hydrated(page, "ar");
  const m = messages.ar;
  await expect(page.getByRole("link", { name: m.projects.detail.order })).toHaveAttribute("href", `https://wa.me/${site.variants.a!.whatsappNumber}`);
  await page.getByRole("navigation", { name: m.projects.detail.navigation }).getByRole("link").last().click();
  await expect(page).toHaveURL("/a/ar/project/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item("ar", 1).title);
  await expect(page).toHaveTitle(`${item("ar", 1).title} | ${m.meta.brand}`);
});

test.describe("unknown projects", () => {
  test.use({ allowConsole: [NOT_FOUND_CONSOLE] });
  for (const [path, lang] of [
    ["/en/project/10", "en"],
    ["/ar/project/0", "ar"],
    ["/fr/project/1.5", "fr"],
    ["/a/tr/project/x", "tr"],
  ] as const) {
    test(`${path} shows Project Not Found with a 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages[lang].projectNotFound.title);
      await expect(page.getByText(messages[lang].projectNotFound.text)).toBeVisible();
    });
  }
});
