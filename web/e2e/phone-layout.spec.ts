import { expect, hydrated, test } from "./fixtures";
import { messages, nativeNames, site } from "./site-data";

const phone = { width: 360, height: 780 };
test.use({ viewport: phone, reducedMotion: "reduce" });

for (const lang of site.languages) {
  test(`${lang}: the sticky header and announcement take at most 15 % of a 360 × 780 screen`, async ({ page }) => {
    const m = messages[lang];
    await page.goto(`/${lang}/home`);
    await hydrated(page, lang);
    const announcement = page.getByRole("link", { name: m.announcement.link });
    await expect(announcement).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    // How far down the screen whatever sticks to the top reaches (the
    // contact bar sticks to the bottom: the spec nothing-covered checks it).
    const covered = await page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(document.body.querySelectorAll("*"))
          .filter((el) => getComputedStyle(el).position === "sticky")
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.top < innerHeight / 2)
          .map((r) => r.bottom),
      ),
    );
    const header = await page.locator("header").boundingBox();
    expect(header!.y, "the header stays at the top").toBe(0);
    expect(Math.max(covered, header!.y + header!.height)).toBeLessThanOrEqual(0.15 * phone.height);
  });

  test(`${lang}: the announcement is not shown on the contact page it points to`, async ({ page }) => {
    const m = messages[lang];
    await page.goto(`/${lang}/contact`);
    await hydrated(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: m.announcement.link, exact: true })).toHaveCount(0);
  });

  test(`${lang}: the contact-method cards fit their labels at 360 px`, async ({ page }) => {
    const m = messages[lang];
    await page.goto(`/${lang}/contact`);
    await hydrated(page, lang);
    const group = page.getByRole("group", { name: m.consultation.fields.contactMethod.label });
    await expect(group.getByRole("radio")).toHaveCount(4);
    const problems = await group.evaluate((fieldset) =>
      Array.from(fieldset.querySelectorAll("label")).flatMap((label) => {
        const found: string[] = [];
        const box = label.getBoundingClientRect();
        if (label.scrollWidth > label.clientWidth) found.push(`${label.textContent}: overflows its card`);
        const range = document.createRange();
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? "";
          for (const word of text.matchAll(/\S+/g)) {
            range.setStart(n, word.index);
            range.setEnd(n, word.index + word[0].length);
            const rects = Array.from(range.getClientRects());
            if (rects.length > 1) found.push(`${word[0]}: broken over ${rects.length} lines`);
            if (rects.some((r) => r.left < box.left || r.right > box.right)) found.push(`${word[0]}: past the card's border`);
          }
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });
}

test("on a phone WhatsApp and e-mail are one tap away mid-page in the contact bar, and the language is switched from the header", async ({ page }) => {
  const m = messages.en;
  await page.goto("/en/about");
  await hydrated(page, "en");
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
  const bar = page.getByRole("complementary", { name: m.contact.bar.label });
  await expect(bar.getByRole("link", { name: m.contact.bar.whatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(bar.getByRole("link", { name: m.contact.bar.email })).toHaveAttribute("href", /^mailto:/);
  await expect(bar.getByRole("button", { name: m.nav.scrollToTop })).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height, "the bar sits at the bottom of the screen").toBeCloseTo(phone.height, 0);
  expect(box.width).toBe(phone.width);
  // The seed's floating bubbles are for wide screens only.
  await expect(page.locator("div.fixed.bottom-4")).toBeHidden();
  await expect(page.getByRole("link", { name: m.contact.email, exact: true })).toBeHidden();

  const switcher = page.getByRole("banner").getByRole("button", { name: m.language.switchLabel.replace("{{language}}", nativeNames.en) });
  await switcher.click();
  await page.getByRole("link", { name: nativeNames.ar }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await hydrated(page, "ar");
});
