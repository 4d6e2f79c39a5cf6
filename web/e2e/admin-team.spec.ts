import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { signIn, test } from "./admin-helpers";
import type { LeadSite } from "./lead-site";

// The refused reset link answers 410, the wrong password 401.
test.use({ allowConsole: [/status of (401|410)/] });

const omar = { name: "Omar Said", email: "omar@example.com", password: "sales team passphrase 7" };

/** addMember invites a member (Omar unless told) as the signed-in owner
 * and accepts for them: the worker's site is shared, so each test adds its own. */
async function addMember(page: Page, site: LeadSite, person = omar) {
  const invited = await page.request.post(`${site.url}/api/admin/invitations`, { data: { email: person.email, role: "member" }, headers: { Origin: site.url } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split("#")[1];
  const joined = await fetch(`${site.url}/api/auth/invitation/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.url },
    body: JSON.stringify({ token, name: person.name, password: person.password, language: "en" }),
  });
  expect(joined.status, await joined.text()).toBe(201);
}

test("the owner sends a member a reset link; it sets a new password once", async ({ page, browser, adminSite }) => {
  test.setTimeout(90_000);
  await signIn(page, adminSite);
  await addMember(page, adminSite);
  await page.goto(`${adminSite.url}/admin/team`);

  // Each role says what it may do.
  const roles = page.getByRole("region", { name: "Who can do what" });
  await expect(roles.getByText(/sends password reset links/)).toBeVisible();
  await expect(roles.getByText(/Answers requests/)).toBeVisible();

  const row = page.getByRole("listitem").filter({ hasText: omar.email });
  await row.getByRole("button", { name: "Send a password reset link" }).click();
  await expect(row.getByRole("status")).toContainText(`emailed to ${omar.name} (${omar.email})`);
  await expect(row.getByRole("status")).toContainText("valid 24 hours, once");
  const link = await row.getByRole("textbox").inputValue();
  expect(link).toMatch(/\/admin\/reset#[A-Za-z0-9_-]+$/);
  await expect.poll(() => adminSite.mail.mails.find((m) => m.to.includes(omar.email) && m.text.includes(link))?.subject, { timeout: 15_000 }).toBe(
    "Choose a new password for the Nuqta Studio back office",
  );

  // Omar, on his own browser, chooses a new password, then signs in with it.
  const his = await browser.newContext();
  const member = await his.newPage();
  await member.goto(link);
  await expect(member.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(member.getByText(`For ${omar.name} (${omar.email}).`, { exact: false })).toBeVisible();
  await member.getByLabel("New password", { exact: true }).fill("a fresh and long passphrase");
  await member.getByRole("button", { name: "Save the new password" }).click();
  await expect(member.getByText("Your new password is saved. Sign in with it.")).toBeVisible();
  await member.getByRole("link", { name: "Go to sign-in" }).click();
  await signIn(member, adminSite, { email: omar.email, password: "a fresh and long passphrase" });
  await expect(member.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // The link works once.
  await member.goto(link);
  await expect(member.getByRole("alert")).toHaveText("This link is no longer valid: it was used, or it expired. Ask for a new one.");
  await his.close();

  // The audit log says who sent it to whom, and when it was used.
  await page.goto(`${adminSite.url}/admin/audit`);
  await expect(page.getByText("Sent a password reset link")).toBeVisible();
  await expect(page.getByText("Chose a new password with a reset link")).toBeVisible();
});

test("a wrong password speaks of no code; forgot-password says what to do", async ({ page, adminSite }) => {
  await page.goto(`${adminSite.url}/admin/login`);
  await page.getByRole("textbox", { name: "E-mail" }).fill("amira@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not right.");
  await page.getByText("Forgot your password?").click();
  await expect(page.getByText(/send you a password reset link/)).toBeVisible();
  await expect(page.getByText("site users reset-password --email", { exact: false })).toBeVisible();
});

test("removing a member asks first: Cancel keeps them, Remove takes them off the team", async ({ page, adminSite }) => {
  const leila = { name: "Leila Haddad", email: "leila@example.com", password: "another long passphrase 9" };
  await signIn(page, adminSite);
  await addMember(page, adminSite, leila);
  await page.goto(`${adminSite.url}/admin/team`);
  const row = page.getByRole("listitem").filter({ hasText: leila.email });
  await row.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: `Remove ${leila.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Their sessions end now and their requests become unassigned.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Remove" }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: leila.email })).toHaveCount(0);
  const users = await page.request.get(`${adminSite.url}/api/admin/users`);
  expect(JSON.stringify(await users.json())).not.toContain(leila.email);
});
