import { readFileSync } from "node:fs";
import { expect } from "./fixtures";
import { owner, signInThroughForm, test, totp } from "./admin-helpers";

// The wrong code the test sends on purpose answers 401 or 422.
test.use({ allowConsole: [/status of (401|422)/] });

test("two-factor sign-in: set up with the QR key, then sign in with a code and with a recovery code", async ({ page, adminSite }) => {
  test.setTimeout(120_000);
  await signInThroughForm(page, adminSite);
  await page.getByRole("link", { name: "My account" }).click();
  // A session alone cannot set it up: the password is asked first.
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByText("Required.")).toBeVisible();
  await page.getByLabel("Your password").fill(owner.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  // The key in groups of four, copied whole; on this phone, the same
  // otpauth:// link the QR code encodes opens the authenticator app.
  const shown = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown.replace(/ /g, "");
  const add = page.getByRole("link", { name: "Add to authenticator app" });
  expect(new URL((await add.getAttribute("href"))!).searchParams.get("secret")).toBe(secret);
  expect(await add.getAttribute("href")).toMatch(/^otpauth:\/\/totp\//);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: adminSite.url });
  await page.getByRole("button", { name: /^Copy key/ }).click();
  await expect(page.getByRole("button", { name: /^Copy key/ })).toContainText("Copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // A wrong code says what to check.
  await page.getByLabel("Code", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText(/This code is not right\. Check that your phone sets its clock automatically/)).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(totp(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const all = (await codes.allTextContents()).map((c) => c.trim());
  const [recovery, another] = all;
  // Copied, or downloaded as a text file, one code a line.
  await page.getByRole("button", { name: /^Copy codes/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(all.join("\n"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download (.txt)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
  const file = readFileSync((await download.path())!, "utf8");
  expect(file).toContain(`(${owner.email})`);
  for (const c of all) expect(file).toContain(`\n${c}\n`);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();

  // Sign in again: the password, then a code (the next time step: the one used to turn it on is spent).
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("textbox", { name: "E-mail" }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code from your authenticator app").fill(totp(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // And with a recovery code, which then works only once.
  await page.getByRole("button", { name: "Sign out" }).click();
  for (const [code, expected] of [[recovery, "Inbox"], [recovery, "refused"], [another, "Inbox"]] as const) {
    await page.getByRole("textbox", { name: "E-mail" }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(code!);
    await page.getByRole("button", { name: "Verify" }).click();
    if (expected === "refused") {
      await expect(page.getByRole("alert")).toHaveText("This recovery code is not right, or it was already used.");
      await page.goto(`${adminSite.url}/admin/login`);
      continue;
    }
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    if (code === recovery) await page.getByRole("button", { name: "Sign out" }).click();
  }

  // Turn it off again (with the password), as the other tests of this worker expect.
  await page.getByRole("link", { name: "My account" }).click();
  await page.getByLabel("Your password").fill(owner.password);
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
});

test("my account: language, sessions, and a password change that ends the other sessions", async ({ page, browser, adminSite }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughForm(otherPage, adminSite);
  await signInThroughForm(page, adminSite);
  await page.getByRole("link", { name: "My account" }).click();
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(page.getByText("This session")).toBeVisible();
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);

  // The back office in Arabic, right to left, for this user.
  await page.getByLabel("Back-office language").selectOption("ar");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("heading", { name: "حسابي", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByLabel("لغة لوحة الإدارة").selectOption("en");
  await page.getByRole("button", { name: "حفظ" }).first().click();
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();

  await page.getByLabel("Current password").fill(owner.password);
  await page.getByLabel("New password").fill("password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Too short.")).toBeVisible();
  await page.getByLabel("Current password").fill(owner.password);
  await page.getByLabel("New password").fill(owner.password + " again");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other sessions have ended.")).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser is signed out at its next request.
  await otherPage.getByRole("link", { name: "Team" }).click();
  await otherPage.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fteam$/);
  await other.close();

  // Put the password back for the other tests of this worker.
  await page.getByLabel("Current password").fill(owner.password + " again");
  await page.getByLabel("New password").fill(owner.password);
  const changed = page.waitForResponse((r) => r.url().endsWith("/api/admin/me/password"));
  await page.getByRole("button", { name: "Change password" }).click();
  expect((await changed).status()).toBe(204);
});
