import { readFileSync, readdirSync } from "node:fs";
import { pageHeadingIn } from "../app/content/pages";
import { projectsIn } from "../app/content/projects/cards";
import { caseStudyIn } from "../app/content/projects/case-studies";
import { callIn } from "../app/content/sections";
import { sectorServices } from "../app/content/sectors";
import { siteContent } from "../app/content/site-content";
import { formatFigure, formatMonthYear, formatWeeks } from "../app/lib/intl-format";
import { NOT_FOUND_CONSOLE, expect, hydrated, test } from "./fixtures";
import { contacts, messages, serviceName, site, type Lang } from "./site-data";

const requestPath = (lang: Lang, id: number, prefix = "") => {
  const sector = projectsIn(lang).find((p) => p.id === id)!.sector;
  return `${prefix}/${lang}/contact?service=${sectorServices[sector]}&project=${id}#consultation`;
};

for (const lang of ["en", "ar"] as const) {
  test(`/${lang}/projects lists the nine projects, each opening its case study and requesting work like it`, async ({ page }) => {
    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    const m = messages[lang];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeadingIn("projects", lang).heading);
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(9);
    for (const [i, project] of projectsIn(lang).entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading").getByRole("link")).toHaveText(project.title);
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", `/${lang}/project/${project.id}`);
      await expect(card).toContainText(formatMonthYear(lang, project.completed));
      const request = card.getByRole("link", { name: new RegExp(`^${m.projects.card.requestWork}`) });
      await expect(request).toHaveAttribute("href", requestPath(lang, project.id));
    }
  });

  test(`a project card in ${lang}: the card opens the case study, Start a project like this starts the form about it`, async ({ page }) => {
    const m = messages[lang];
    const attar = projectsIn(lang)[2]!;
    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    const card = page.getByRole("listitem").filter({ hasText: attar.title });
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getAnimations().length === 0); // the card's reveal
    const summary = await card.getByText(attar.summary).boundingBox();
    await page.mouse.click(summary!.x + 10, summary!.y + summary!.height / 2); // anywhere on the card
    await expect(page).toHaveURL(`/${lang}/project/3`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(attar.title);

    await page.goto(`/${lang}/projects`);
    await hydrated(page, lang);
    await page.getByRole("listitem").filter({ hasText: attar.title }).getByRole("link", { name: new RegExp(`^${m.projects.card.requestWork}`) }).click();
    await expect(page).toHaveURL(requestPath(lang, 3));
    await expect(page.getByLabel(m.consultation.fields.service.label)).toHaveValue("ecommerce");
    await expect(page.getByLabel(m.consultation.fields.message.label)).toHaveValue(m.consultation.preset.message.replace("{{project}}", attar.title));
  });
}

for (const lang of site.languages) {
  test(`case studies in ${lang}: need, challenge, what was built, results, client's words, screens, facts, stores, neighbours, request`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = messages[lang];
    const projects = projectsIn(lang);
    for (const [i, project] of projects.entries()) {
      const study = caseStudyIn(project.id, lang)!;
      await page.goto(`/${lang}/project/${project.id}`);
      await hydrated(page, lang);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(main.getByRole("region", { name: m.projects.detail.need })).toContainText(study.need);
      await expect(main.getByRole("region", { name: m.projects.detail.challenge })).toContainText(study.challenge);
      await expect(main.getByRole("region", { name: m.projects.detail.built }).getByRole("listitem")).toHaveText(study.features);
      const results = main.getByRole("region", { name: m.projects.detail.results });
      for (const r of study.results) await expect(results).toContainText(r.label + formatFigure(lang, r.figure));
      const words = main.getByRole("region", { name: m.projects.detail.testimonial });
      if (study.testimonial) await expect(words).toContainText(study.testimonial.author);
      else await expect(words).toHaveCount(0);
      const gallery = main.getByRole("region", { name: m.projects.detail.gallery });
      await expect(gallery.getByRole("img")).toHaveCount(study.screens.length);
      for (const s of study.screens) await expect(gallery.getByRole("img", { name: s.alt, exact: true })).toHaveAttribute("src", s.src);

      const facts = main.getByRole("complementary", { name: m.projects.detail.facts });
      await expect(facts).toContainText(study.client);
      await expect(facts).toContainText(formatWeeks(lang, study.durationWeeks));
      await expect(facts).toContainText(formatMonthYear(lang, project.completed));
      await expect(facts.getByRole("listitem").filter({ hasNot: page.getByRole("link") })).toHaveText(study.technologies);
      const stores = [study.stores.appStore, study.stores.googlePlay].filter(Boolean);
      await expect(facts.getByRole("link")).toHaveCount(stores.length);
      if (study.stores.appStore) await expect(facts.getByRole("link", { name: m.projects.detail.appStore })).toHaveAttribute("href", study.stores.appStore);

      const nav = page.getByRole("navigation", { name: m.projects.detail.navigation });
      const previous = projects[(i - 1 + projects.length) % projects.length]!;
      const next = projects[(i + 1) % projects.length]!;
      await expect(nav.getByRole("link").first()).toHaveAttribute("href", `/${lang}/project/${previous.id}`);
      await expect(nav.getByRole("link").first()).toContainText(previous.title);
      await expect(nav.getByRole("link").last()).toHaveAttribute("href", `/${lang}/project/${next.id}`);
      for (const link of await main.getByRole("link", { name: callIn("project", lang).label }).all()) {
        await expect(link).toHaveAttribute("href", requestPath(lang, project.id));
      }

      const scripts = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
      const ld = scripts.find((d) => d["@type"] === "SoftwareApplication");
      expect(ld).toMatchObject({ "@type": "SoftwareApplication", name: project.title, inLanguage: lang, funder: { name: study.client } });
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", project.summary);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${project.title} | ${m.meta.brand}`);
    }
  });
}

test("a case study's request link fills in the form; next project navigates on the client; /a/ orders on its WhatsApp", async ({ page }) => {
  const m = messages.ar;
  await page.goto("/a/ar/project/9");
  await hydrated(page, "ar");
  await expect(page.getByRole("link", { name: m.projects.detail.order })).toHaveAttribute("href", `https://wa.me/${contacts.a!.whatsappDigits}`);
  await page.getByRole("navigation", { name: m.projects.detail.navigation }).getByRole("link").last().click();
  await expect(page).toHaveURL("/a/ar/project/1");
  const khatwa = projectsIn("ar")[0]!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(khatwa.title);
  await expect(page).toHaveTitle(`${khatwa.title} | ${m.meta.brand}`);
  await expect(page.getByRole("region", { name: m.projects.detail.need })).toContainText(caseStudyIn(1, "ar")!.need);
  await page.getByRole("main").getByRole("link", { name: callIn("project", "ar").label }).first().click();
  await expect(page).toHaveURL(requestPath("ar", 1, "/a"));
  await expect(page.getByLabel(m.consultation.fields.service.label)).toHaveValue("custom-apps");
  await expect(page.getByLabel(m.consultation.fields.message.label)).toHaveValue(m.consultation.preset.message.replace("{{project}}", khatwa.title));
});

test.describe("the sector filter", () => {
  // The web fonts are left out: their swap would move text whatever the filter does.
  test.use({ allowConsole: [/ERR_FAILED/] });

  test("filters by the URL's sector without moving anything, and keeps the filter in the URL", async ({ page }) => {
    await page.route("**/*.woff2", (route) => route.abort());
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        // Shifts of the page's flow only: the fixed floating controls sit
        // over it, and on a loaded machine may still settle as it loads.
        type Shift = { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> };
        const inFlow = (s: Shift) => s.sources.some((src) => !(src.node instanceof Element && src.node.closest(".fixed")));
        for (const e of list.getEntries() as unknown as Shift[]) if (!e.hadRecentInput && inFlow(e)) (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const m = messages.en;
    await page.goto("/en/projects?sector=ecommerce");
    await hydrated(page, "en");
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(2);
    await expect(cards).toHaveText([/Attar/, /Lamsa/]);
    const filter = page.getByRole("navigation", { name: m.projects.filter.label });
    await expect(filter.getByRole("link", { name: serviceName("ecommerce", "en") })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

    await filter.getByRole("link", { name: serviceName("religious", "en") }).click();
    await expect(page).toHaveURL("/en/projects?sector=religious");
    await expect(cards).toHaveCount(1);
    await filter.getByRole("link", { name: serviceName("construction-real-estate", "en") }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole("link", { name: m.projects.filter.emptyButton })).toHaveAttribute("href", "/en/contact?service=construction-real-estate#consultation");
    await filter.getByRole("link", { name: m.projects.filter.all }).click();
    await expect(page).toHaveURL("/en/projects");
    await expect(cards).toHaveCount(9);
  });

});

test.describe("the sector filter without the app's scripts", () => {
  test.use({ allowConsole: [/ERR_FAILED|Failed to fetch dynamically imported module/] }); // the scripts this test blocks (one pattern: Playwright reads a two-item array as value and options)

  test("is applied by the page itself before any script of the app runs", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort()); // no hydration at all
    const m = messages.ar;
    await page.goto("/ar/projects?sector=wellMosque");
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(projectsIn("ar")[1]!.title);
    await expect(page.getByRole("link", { name: serviceName("well-mosque", "ar") })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: m.projects.filter.all })).not.toHaveAttribute("aria-current", "true");

    await page.goto("/ar/projects?sector=realEstate");
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole("link", { name: m.projects.filter.emptyButton })).toHaveAttribute("href", "/ar/contact?service=construction-real-estate#consultation");
  });
});

test("no script of the site holds the projects' texts: each page gets its own, in its language, from the build", () => {
  const assets = new URL("../build/client/assets/", import.meta.url).pathname;
  const scripts = readdirSync(assets).filter((f) => f.endsWith(".js")).map((f) => readFileSync(assets + f, "utf8"));
  expect(scripts.length).toBeGreaterThan(10);
  for (const card of siteContent().projects) {
    const study = card.study;
    for (const text of [card.summary.en, card.summary.ar, study.need.fr, study.challenge.tr, study.features[0]!.en]) {
      expect(scripts.filter((js) => js.includes(text)), text).toEqual([]);
    }
  }
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
