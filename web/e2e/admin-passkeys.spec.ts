import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { createOwner, owner, signIn, TOTP_KEY } from "./admin-helpers";
import { startLeadSite, type LeadSite } from "./lead-site";

/* Passkeys end to end in Chromium, with the virtual authenticator of the
   DevTools protocol standing in for a phone's: discoverable credentials,
   user verification, and a user who always verifies. The site runs on
   http://localhost, the one plain-http origin browsers allow WebAuthn on. */

// The password alone answers 401 (a second factor is needed); removing the
// last passkey while the owner requires one, 409; the inbox before the
// requirement is met, 403.
test.use({ allowConsole: [/status of (401|403|409)/] });

let site: LeadSite;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  site = await startLeadSite(["-totp-key", TOTP_KEY], "localhost");
  await createOwner(site);
});
test.afterAll(async () => {
  await site?.stop();
});

/** addAuthenticator gives the page a platform authenticator with UV. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const shots = "test-results/passkeys";

test("add a passkey, sign out, sign in with it alone, then remove it", async ({ page }) => {
  test.setTimeout(120_000);
  const authenticator = await addAuthenticator(page);
  await signIn(page, site);
  await page.getByRole("link", { name: "My account" }).click();
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("No passkey yet.")).toBeVisible();

  await section.getByLabel("Name of the passkey").fill("Work laptop");
  await section.getByLabel("Your password").fill(owner.password);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  // The first second factor comes with recovery codes, shown once.
  await expect(section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.getByRole("status")).toHaveText("Passkey added.");
  const row = section.getByRole("list", { name: "Passkeys" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Work laptop");
  await expect(row).toContainText("never used");
  const stored = await authenticator.credentials();
  expect(stored.map((c) => c.isResidentCredential)).toEqual([true]);

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);

  // The password alone no longer does: the account has a second factor.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Lost your passkey? Enter one of your recovery codes.")).toBeVisible();
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  await page.getByRole("link", { name: "My account" }).click();
  await expect(row).not.toContainText("never used");
  await expect(row).toContainText("last used");

  // Looked at in both languages at a phone's width, and checked by axe.
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 900 });
  const problems: string[] = [];
  for (const lang of ["en", "ar"] as const) {
    expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang } })).status()).toBe(200);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    const passkeys = page.locator("#passkeys");
    await passkeys.scrollIntoViewIfNeeded();
    problems.push(...(await seriousViolations(page, `account ${lang}`)));
    await passkeys.screenshot({ path: `${shots}/account-${lang}-390.png` });
    await passkeys.getByRole("button", { name: lang === "ar" ? "إزالة" : "Remove" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    problems.push(...(await seriousViolations(page, `remove dialog ${lang}`)));
    await page.screenshot({ path: `${shots}/remove-${lang}-390.png` });
    await dialog.getByRole("button", { name: lang === "ar" ? "إلغاء" : "Cancel" }).click();
    await expect(dialog).toBeHidden();
  }
  expect((await page.request.patch(`${site.url}/api/admin/me`, { data: { language: "en" } })).status()).toBe(200);
  expect(problems).toEqual([]);

  // Removed after the confirmation; the audit log has both.
  await page.reload();
  await page.locator("#passkeys").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("heading", { name: "Remove the passkey “Work laptop”?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("region", { name: "Passkeys" }).getByText("No passkey yet.")).toBeVisible();
  await page.goto(`${site.url}/admin/audit`); // at 390 px the navigation is behind the menu
  await expect(page.getByText("Added a passkey")).toBeVisible();
  await expect(page.getByText("Removed a passkey")).toBeVisible();
});

test("the sign-in page offers a passkey, in English and Arabic, with no serious axe issue", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  mkdirSync(shots, { recursive: true });
  const problems: string[] = [];
  for (const lang of ["en", "ar"] as const) {
    await page.goto(`${site.url}/admin/login`);
    await page.evaluate((l) => localStorage.setItem("admin-language", l), lang);
    await page.reload();
    await expect(page.getByRole("button", { name: lang === "ar" ? "استخدام مفتاح مرور" : "Use a passkey" })).toBeVisible();
    problems.push(...(await seriousViolations(page, `login ${lang}`)));
    await page.screenshot({ path: `${shots}/login-${lang}-390.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});

test("the owner's requirement is met by a passkey", async ({ page }) => {
  await addAuthenticator(page);
  await signIn(page, site);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText("A passkey or an authenticator app.")).toBeVisible();
  await page.getByLabel("Require two-factor sign-in for everyone").check();
  await page.getByRole("button", { name: "Save" }).first().click();
  // The owner has neither yet: the saved rule sends them to their account
  // at once, and so does every other page.
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await page.goto(`${site.url}/admin/leads`);
  await expect(page.getByText("Add a passkey or set up an authenticator app to continue.")).toBeVisible();
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Name of the passkey").fill("Phone");
  await section.getByLabel("Your password").fill(owner.password);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await section.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Add a passkey or set up an authenticator app to continue.")).toBeHidden();
  await page.goto(`${site.url}/admin/leads`);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  // While required, the last passkey stays.
  await page.getByRole("link", { name: "My account" }).click();
  await page.locator("#passkeys").getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.locator("#passkeys").getByRole("alert")).toHaveText("Two-factor sign-in is required for the whole team.");
});
