import { expect, hydrated, test } from "./fixtures";
import { mouseAway, openPaused } from "./home-helpers";
import { announcementIn } from "../app/content/sections";
import { messages, serviceName } from "./site-data";

const DROPDOWN_CLOSE_DELAY_MS = 2_000;
const SCROLL_TOP_THRESHOLD_PX = 300;

for (const lang of ["en", "ar"] as const) {
  const m = messages[lang];

  test.describe(`shared elements (${lang}), desktop`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("dropdown opens on hover and closes 2 s after the pointer leaves; opens with the keyboard", async ({ page }) => {
      await openPaused(page, `/${lang}/faq`, lang);
      const button = page.getByRole("button", { name: m.nav.otherOptions });
      const privacy = page.getByRole("link", { name: m.nav.privacy, exact: true }).first();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(privacy).toBeVisible();
      await mouseAway(page);
      await page.clock.fastForward(DROPDOWN_CLOSE_DELAY_MS - 1);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.clock.fastForward(1);
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // Back within the delay: it stays open.
      await button.hover();
      await mouseAway(page);
      await page.clock.fastForward(DROPDOWN_CLOSE_DELAY_MS / 2);
      await button.hover();
      await page.clock.fastForward(DROPDOWN_CLOSE_DELAY_MS * 2);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await mouseAway(page);

      // Keyboard: focusing the button opens it; the links are reachable.
      await page.locator("body").click({ position: { x: 2, y: 500 } });
      await button.focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Shift+Tab");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("link", { name: m.nav.terms, exact: true }).first()).toHaveAttribute("href", `/${lang}/terms-of-usage`);
    });

    test("on the home page the nav scrolls to sections and says so; elsewhere it goes to routes; Contact us always opens the contact page", async ({ page }) => {
      await page.goto(`/${lang}/faq`);
      await hydrated(page, lang);
      const nav = page.getByRole("navigation", { name: m.nav.label });
      await expect(nav.getByRole("link", { name: m.nav.services, exact: true })).toHaveAttribute("href", `/${lang}/services`);
      await expect(nav.getByRole("link", { name: m.nav.projects, exact: true })).toHaveAttribute("href", `/${lang}/projects`);
      await expect(nav.getByRole("link", { name: m.nav.projects, exact: true })).toHaveAttribute("data-track", "navbar_projects_click");
      await expect(nav.getByRole("link", { name: m.nav.contact, exact: true })).toHaveAttribute("href", `/${lang}/contact`);

      await page.goto(`/${lang}/home`);
      await hydrated(page, lang);
      await expect(page.getByText(announcementIn(lang).text)).toBeVisible();
      // In-page jumps are named as such; Contact us is the same link as on every page.
      await expect(nav.getByRole("link", { name: m.nav.contact, exact: true })).toHaveAttribute("href", `/${lang}/contact`);
      const targets = [
        { name: m.nav.about, id: "who-we-are" },
        { name: m.nav.services, id: "services" },
        { name: m.nav.clients, id: "clients" },
        { name: m.nav.projects, id: "projects" },
      ];
      for (const { name, id } of targets) {
        const link = nav.getByRole("link", { name: `${name} ${m.nav.onThisPage}`, exact: true });
        await expect(link).toHaveAttribute("href", `#${id}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
        // The section ends up at the top of the viewport (under the sticky header) or the page bottom.
        await expect
          .poll(() =>
            page.evaluate((sectionId) => {
              const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
              const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
              return top >= 0 && top < 200 ? "at top" : atBottom ? "at top" : `top=${top}`;
            }, id),
          )
          .toBe("at top");
      }
      await expect(nav.getByRole("link", { name: `${m.nav.about} ${m.nav.onThisPage}`, exact: true })).toHaveAttribute("data-track-menu", "bar");
    });

    test("scroll-to-top appears after 300 px; cursor follower exists above 1024 px", async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await hydrated(page, lang);
      const toTop = page.getByRole("button", { name: m.nav.scrollToTop });
      await expect(toTop).toBeHidden();
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), SCROLL_TOP_THRESHOLD_PX);
      await page.waitForFunction((y) => window.scrollY === y, SCROLL_TOP_THRESHOLD_PX);
      await expect(toTop).toBeHidden();
      await page.evaluate((y) => window.scrollTo({ top: y + 1, behavior: "instant" }), SCROLL_TOP_THRESHOLD_PX);
      await expect(toTop).toBeVisible();
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toBeHidden();

      const follower = page.getByTestId("cursor-follower");
      await expect(follower).toHaveCount(1);
      await page.mouse.move(600, 400);
      await expect(follower).toHaveCSS("opacity", "1");
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(follower).toHaveCount(0);
    });
  });

  test.describe(`shared elements (${lang}), mobile`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("mobile menu: aria-expanded, Escape, closes on navigation, contact and consultation buttons", async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await hydrated(page, lang);
      await expect(page.getByText(announcementIn(lang).short)).toBeVisible();
      const burger = page.getByRole("button", { name: m.nav.openMenu });
      await expect(burger).toHaveAttribute("aria-expanded", "false");
      await burger.click();
      const close = page.getByRole("button", { name: m.nav.closeMenu });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${(await close.getAttribute("aria-controls"))!.replaceAll(":", "\\:")}`);
      await expect(panel).toBeVisible();
      // One "Contact us" (the button below the list), and no label twice.
      const contacts = panel.getByRole("link", { name: m.nav.contact, exact: true });
      await expect(contacts).toHaveCount(1);
      await expect(contacts).toHaveAttribute("href", `/${lang}/contact`);
      const names = await panel.getByRole("link").allInnerTexts();
      expect(names.length).toBeGreaterThan(8);
      expect(names.filter((n, i) => names.indexOf(n) !== i), "labels shown twice").toEqual([]);
      await expect(panel.getByRole("link", { name: m.nav.freeConsultation })).toHaveAttribute("href", `/${lang}/contact#consultation`);
      await expect(panel.getByRole("link", { name: m.nav.freeConsultation })).toHaveAttribute("data-track", "navbar_free_consultation_click");

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(burger).toBeFocused();
      await expect(burger).toHaveAttribute("aria-expanded", "false");

      // An in-page link scrolls to its section and closes the menu.
      await burger.click();
      await panel.getByRole("link", { name: `${m.nav.services} ${m.nav.onThisPage}`, exact: true }).click();
      await expect(panel).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

      // A route link navigates and closes the menu.
      await burger.click();
      await panel.getByRole("link", { name: m.nav.faq, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/faq$`));
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: m.nav.openMenu })).toHaveAttribute("aria-expanded", "false");
    });

    test("no cursor follower at 390 px; the footer quick links include About, Services and Contact and it links four services to their place on the services page; copyright of this year", async ({ page }) => {
      await page.goto(`/${lang}/home`);
      await hydrated(page, lang);
      await page.mouse.move(100, 100);
      await expect(page.getByTestId("cursor-follower")).toHaveCount(0);
      const footer = page.locator("footer");
      const quick = footer.getByRole("heading", { name: m.footer.fastLinks }).locator("xpath=following-sibling::ul[1]");
      await expect(quick.getByRole("link")).toHaveText([m.nav.about, m.nav.services, m.nav.projects, m.nav.contact, m.nav.faq, m.nav.privacy, m.nav.terms]);
      for (const [name, rest] of [
        [m.nav.about, "about"],
        [m.nav.services, "services"],
        [m.nav.contact, "contact"],
      ] as const) {
        await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/${lang}/${rest}`);
      }
      for (const id of ["custom-apps", "organisation-management", "ecommerce", "store-publishing"]) {
        await expect(footer.getByRole("link", { name: serviceName(id, lang), exact: true })).toHaveAttribute("href", `/${lang}/services#${id}`);
      }
      const year = String(new Date().getUTCFullYear());
      await expect(footer.getByText(m.footer.rights.replace("{{year}}", year).replace("{{brand}}", m.meta.brand))).toBeVisible();

      // A service link opens the services page at that service.
      await footer.getByRole("link", { name: serviceName("store-publishing", lang), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/services#store-publishing$`));
      const offering = page.locator("#store-publishing");
      await expect(offering.getByRole("heading", { name: serviceName("store-publishing", lang) })).toBeVisible();
      await expect(offering).toBeInViewport();
    });
  });
}
