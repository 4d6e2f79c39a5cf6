import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { owner, setupLink, startAdminSite } from "./admin-helpers";
import type { LeadSite } from "./lead-site";
import { messages } from "./site-data";

/** A visitor sends a request in Arabic through the public form, in a
 * browser of their own (its clock runs fast past the form's minimum time). */
async function visitorSendsArabicRequest(browser: Browser, site: LeadSite) {
  const t = messages.ar.consultation;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${site.url}/ar/contact`);
  await hydrated(page, "ar");
  await page.getByRole("textbox", { name: t.fields.name.label }).fill("ليلى أحمد");
  await page.getByRole("textbox", { name: t.fields.email.label }).fill("layla@example.org");
  await page.getByRole("textbox", { name: new RegExp(t.fields.phone.label) }).fill("+966 50 123 4567");
  await page.getByLabel(t.fields.service.label).selectOption("ecommerce");
  await page.getByRole("radio", { name: "واتساب" }).check();
  await page.getByRole("textbox", { name: t.fields.message.label }).fill("نريد متجرًا إلكترونيًا للعبايات مع الدفع بالبطاقة.");
  await page.getByRole("checkbox", { name: new RegExp(t.fields.consent.link) }).check();
  await page.clock.fastForward(5_000);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
  await context.close();
}

async function signOut(page: Page) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/admin\/login$/);
}

// The browser reports the refused common password (422) and wrong password (401) and the conflict (409) the test causes on purpose.
test.use({ allowConsole: [/status of (401|409|422)/] });

test("a new team takes over from the logged setup link and works a request end to end", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const site = await startAdminSite();
  try {
    // First run: the link the server printed creates the owner, who is then signed in.
    await page.clock.install();
    await page.goto(await setupLink(site));
    await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
    expect(new URL(page.url()).hash, "the token leaves the address bar").toBe("");
    await page.getByLabel("Your name").fill(owner.name);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("password1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("This password is among the most common ones. Choose another.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

    // Sign out and in again; a wrong password gets one generic answer.
    await signOut(page);
    await page.getByRole("textbox", { name: "E-mail" }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not right.");
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await expect(page.getByText("0 requests")).toBeVisible();

    // A request arrives through the public form: the inbox shows it at its next poll, and the tab title counts it.
    await visitorSendsArabicRequest(browser, site);
    await page.clock.fastForward(31_000);
    const row = page.getByRole("link", { name: "ليلى أحمد" });
    await expect(row).toBeVisible();
    await expect(page).toHaveTitle("(1) Inbox · Back office");
    await expect(page.getByRole("link", { name: /New\s*1/ })).toBeVisible();

    // Its page: what the visitor sent, and replies in Arabic, the visitor's language.
    await row.click();
    await expect(page.getByRole("heading", { name: "ليلى أحمد", level: 1 })).toBeVisible();
    await expect(page.getByText("نريد متجرًا إلكترونيًا للعبايات مع الدفع بالبطاقة.")).toBeVisible();
    await expect(page.getByText("/ar/contact")).toBeVisible();
    await expect(page.getByText("Opens your mail app or WhatsApp with a message in Arabic, the visitor's language.")).toBeVisible();
    const mailto = new URL((await page.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href"))!);
    expect(mailto.protocol).toBe("mailto:");
    expect(mailto.pathname).toBe("layla@example.org");
    expect(mailto.searchParams.get("subject")).toBe("طلب الاستشارة الخاص بك: تطبيقات المتاجر الإلكترونية");
    expect(mailto.searchParams.get("body")).toMatch(/^مرحبًا ليلى،/);
    const whatsapp = new URL((await page.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/966501234567");
    expect(whatsapp.searchParams.get("text")).toContain(owner.name);
    await expect(page.getByText("To the agency")).toBeVisible();

    // Mark it contacted, then write a note.
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await expect(page.getByText("status New → Contacted")).toBeVisible();
    await expect(page.getByText(/^First response after/)).toBeVisible();
    await page.getByLabel("Add note").fill("Called her: sending a proposal on Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Called her: sending a proposal on Monday.")).toBeVisible();
    await expect(page.getByText(new RegExp(`^${owner.name} · \\d`))).toBeVisible();

    // Someone else changes it meanwhile: saving says so and shows their version.
    const id = page.url().split("/").pop()!;
    const current = (await (await page.request.get(`${site.url}/api/admin/leads/${id}`)).json()) as { lead: { version: number } };
    const changed = await page.request.patch(`${site.url}/api/admin/leads/${id}`, { data: { version: current.lead.version, status: "qualified" } });
    expect(changed.status()).toBe(200);
    await page.getByLabel("Assigned to").selectOption({ label: owner.name });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Someone else changed this request/);
    await expect(page.getByLabel("Status")).toHaveValue("qualified");

    // Export the inbox as CSV.
    await page.getByRole("link", { name: "Back to the list" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync(await (await download).path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain("ليلى أحمد");
    // In words, in the owner's language: the status as the back office says it.
    expect(csv.toString("utf8")).toContain('"Status"');
    expect(csv.toString("utf8")).toContain('"Qualified"');

    // Invite a member; they accept in a browser of their own.
    await page.getByRole("link", { name: "Team" }).click();
    await page.getByLabel("E-mail").fill("omar@example.com");
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = await page.getByRole("textbox", { name: "Copy link" }).inputValue();
    expect(link).toMatch(new RegExp(`^${site.url}/admin/invite#[A-Za-z0-9_-]+$`));
    await expect(page.getByText("omar@example.com").last()).toBeVisible();
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await memberPage.goto(link);
    await expect(memberPage.getByText(`${owner.name} invited omar@example.com to the back office as Member.`)).toBeVisible();
    await memberPage.getByLabel("Your name").fill("Omar Farouk");
    await memberPage.getByLabel("Password", { exact: true }).fill("copper kettle morning tide");
    await memberPage.getByRole("button", { name: "Join" }).click();
    await expect(memberPage.getByRole("link", { name: "ليلى أحمد" })).toBeVisible();
    await expect(memberPage.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await memberPage.goto(`${site.url}/admin/team`);
    await expect(memberPage.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
    await member.close();

    // Erase the request after a confirmation.
    await page.getByRole("link", { name: "Inbox" }).click();
    await page.getByRole("link", { name: "ليلى أحمد" }).click();
    await page.getByRole("button", { name: "Delete request" }).click();
    await expect(page.getByRole("dialog", { name: "Delete this request?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("0 requests")).toBeVisible();

    // The audit log has it all.
    await page.getByRole("link", { name: "Audit log" }).click();
    for (const action of ["Created the first account", "Failed sign-in", "Changed a request's status", "Added a note", "Exported requests", "Invited someone", "Joined the team", "Deleted a request"]) {
      await expect(page.getByRole("table").getByText(action, { exact: true }).first()).toBeVisible();
    }
  } finally {
    await page.close(); // before its server stops: a back-office screen polls it
    await site.stop();
  }
});
