import { expect } from "./fixtures";
import { sendLead, signIn, test } from "./admin-helpers";

test("filters and search live in the URL and ask the server for that page only", async ({ page, adminSite }) => {
  const tag = `filters-${Date.now()}`;
  await sendLead(adminSite, { name: "Hassan Ali", email: "hassan@example.org", company: `${tag} Mosque Trust`, service: "well-mosque", pagePath: "/ar/contact" });
  await sendLead(adminSite, { name: "Claire Martin", email: "claire@example.org", company: `${tag} Boutique`, service: "ecommerce", pagePath: "/fr/contact" });
  await sendLead(adminSite, { name: "Emre Kaya", email: "emre@example.org", company: `${tag} Yapı`, service: "construction-real-estate", pagePath: "/a/tr/contact" });
  await signIn(page, adminSite);

  await page.getByRole("searchbox").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  await expect(page.getByText("3 requests")).toBeVisible();

  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Language").selectOption("fr");
  await expect(page).toHaveURL(new RegExp(`\\?language=fr&q=${tag}$`));
  await expect(page.getByText("1 request", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Claire Martin" })).toBeVisible();

  await page.getByLabel("Language").selectOption("");
  await page.getByLabel("Site").selectOption("a");
  await expect(page.getByRole("link", { name: "Emre Kaya" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Claire Martin" })).toHaveCount(0);

  // A filtered URL opened afresh shows the same list, with the filters open.
  await page.reload();
  await expect(page.getByLabel("Site")).toHaveValue("a");
  await expect(page.getByRole("link", { name: "Emre Kaya" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // Status tabs with counts.
  await page.getByRole("link", { name: /^Contacted/ }).click();
  await expect(page).toHaveURL(/\?status=contacted$/);
  await expect(page.getByRole("link", { name: /^Contacted/ })).toHaveAttribute("aria-current", "page");
});

test("the spam folder says why, and 'not spam' moves a request back and sends its mail", async ({ page, adminSite }) => {
  await sendLead(adminSite, { name: "Bot McBotface", email: "bot@example.org", website: "http://spam.example" } as Parameters<typeof sendLead>[1]);
  await signIn(page, adminSite);
  await page.getByRole("link", { name: "Spam" }).click();
  await expect(page.getByRole("heading", { name: "Spam", level: 1 })).toBeVisible();
  await expect(page.getByText("A hidden field only robots fill was filled")).toBeVisible();
  await page.getByRole("link", { name: "Bot McBotface" }).click();
  await expect(page.getByText("Why it is in spam: A hidden field only robots fill was filled")).toBeVisible();
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByText("Moved to the inbox; its notification mail is on its way.")).toBeVisible();
  await expect(page.getByText("To the agency")).toBeVisible();
  await expect.poll(() => adminSite.mail.mails.filter((m) => m.subject.includes("Bot McBotface")).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("link", { name: "Bot McBotface" })).toBeVisible();
});

test("the inbox works with the keyboard alone", async ({ page, adminSite }) => {
  await sendLead(adminSite, { name: "Keyboard Kate", email: "kate@example.org" });
  await signIn(page, adminSite);
  await page.goto(`${adminSite.url}/admin/leads`);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // Tab through the status tabs to "New", open it, then on to the first request.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  for (let i = 0; i < 10 && !/^New/.test(await focusedText()); i++) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?status=new$/);
  for (let i = 0; i < 20 && (await focusedText()) !== "Keyboard Kate"; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Keyboard Kate" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Keyboard Kate", level: 1 })).toBeVisible();
});

test("the owner is told the site still shows the example contact details; with mail set up, nothing is said of mail", async ({ page, adminSite }) => {
  await signIn(page, adminSite);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(/still shows the example contact details \(email address, phone number and WhatsApp number\)/)).toBeVisible();
  await expect(main.getByText(/Email is not set up/)).toHaveCount(0);
});
