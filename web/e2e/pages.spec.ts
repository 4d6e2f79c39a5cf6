import { faqIn } from "../app/content/faq";
import { legalIn } from "../app/content/legal";
import { pageHeadingIn } from "../app/content/pages";
import { sectionIn } from "../app/content/sections";
import { expect, hydrated, test } from "./fixtures";
import { contacts, messages, projectTitle, type Lang } from "./site-data";

const privacyKeys = ["collection", "usage", "sharing", "protection", "rights", "changes"] as const;
const termsKeys = ["accept", "ownership", "conduct", "termination", "liability", "changes"] as const;

for (const lang of ["en", "ar"] as const) {
  test(`/${lang}/privacy-policy: intro and six titled sections naming the e-mail address`, async ({ page }) => {
    const m = messages[lang];
    await page.goto(`/${lang}/privacy-policy`);
    await hydrated(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["privacy-policy"]);
    const privacy = legalIn("privacy", lang);
    await expect(page.getByText(privacy.intro)).toBeVisible();
    const sections = page.getByRole("main").getByRole("region");
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText(privacy.sections.map((s) => s.title));
    expect(privacy.sections.map((s) => s.id)).toEqual(privacyKeys);
    for (const section of privacy.sections) {
      for (const paragraph of section.body.split(/<\/?p>/).filter(Boolean)) {
        await expect(page.getByText(paragraph.replace("{{email}}", contacts.default!.email))).toBeVisible();
      }
    }
    await expect(page.getByRole("main").getByRole("link", { name: contacts.default!.email })).toHaveAttribute("href", `mailto:${contacts.default!.email}`);
  });

  test(`/${lang}/terms-of-usage: intro and six titled sections`, async ({ page }) => {
    const m = messages[lang];
    await page.goto(`/${lang}/terms-of-usage`);
    await hydrated(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages["terms-of-usage"]);
    const terms = legalIn("terms", lang);
    await expect(page.getByText(terms.intro.replace("{{brand}}", m.meta.brand))).toBeVisible();
    expect(terms.sections.map((s) => s.id)).toEqual(termsKeys);
    await expect(page.getByRole("main").getByRole("region").getByRole("heading", { level: 2 })).toHaveText(terms.sections.map((s) => s.title));
    // The table of contents leads to each section.
    await page.getByRole("link", { name: terms.sections.find((s) => s.id === "liability")!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms-of-usage#terms-liability$`));
  });

  for (const prefix of ["", "/a"]) {
    test(`${prefix}/${lang}/contact: every contact option of the variant, then the consultation form`, async ({ page }) => {
      const m = messages[lang];
      const variant = prefix ? contacts.a! : contacts.default!;
      await page.goto(`${prefix}/${lang}/contact`);
      await hydrated(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.pages.contact);
      const { heading: optionsHeading, cards } = sectionIn("contact-options", lang);
      const options = page.getByRole("region", { name: optionsHeading });
      await expect(options.getByRole("heading", { level: 3 })).toHaveText(cards!.map((c) => c.title));
      const whatsapp = options.getByRole("link", { name: m.contact.whatsapp });
      await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${variant.whatsappDigits}${prefix ? "$" : "\\?text="}`));
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await expect(options.getByRole("link", { name: m.contact.email, exact: true })).toHaveAttribute("href", `mailto:${variant.email}`);
      await expect(options.getByRole("link", { name: m.contact.phone, exact: true })).toHaveAttribute("href", /^tel:\+\d+$/);
      await expect(options.getByRole("link", { name: m.contactPage.meeting.action })).toHaveAttribute("href", `${prefix}/${lang}/book`);
      await expect(options).toContainText(variant.email);
      const consultation = page.locator("section#consultation");
      await expect(consultation).toHaveAttribute("aria-labelledby", "consultation-title");
      await expect(consultation.getByRole("heading", { level: 2 })).toHaveText(sectionIn("consultation", lang).heading);
    });
  }
}

/** A smoke pass in French and Turkish: each page shows its own texts. */
for (const lang of ["fr", "tr"] as const satisfies Lang[]) {
  test(`pages in ${lang} show their texts`, async ({ page }) => {
    const m = messages[lang];
    const checks: Array<[string, string, string]> = [
      ["/projects", pageHeadingIn("projects", lang).heading, projectTitle(lang, 5)],
      ["/project/6", projectTitle(lang, 6), m.projects.detail.completionDate],
      ["/faq", pageHeadingIn("faq", lang).heading, faqIn(lang)[7]!.question],
      ["/privacy-policy", m.pages["privacy-policy"], legalIn("privacy", lang).sections.find((s) => s.id === "rights")!.title],
      ["/terms-of-usage", m.pages["terms-of-usage"], legalIn("terms", lang).sections.find((s) => s.id === "ownership")!.title],
      ["/contact", m.pages.contact, sectionIn("contact-options", lang).cards!.find((c) => c.id === "meeting")!.text],
    ];
    for (const [rest, heading, text] of checks) {
      await page.goto(`/${lang}${rest}`);
      await hydrated(page, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
  });
}
