import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { axe } from "./axe";
import { test as base, expect, hydrated } from "./fixtures";
import { siteBinary, startLeadSite, type LeadSite } from "./lead-site";
import { sectionIn } from "../app/content/sections";
import { messages, serviceName, type Lang } from "./site-data";

/** Tests that send requests get a site of their own (one per worker) whose
 * mail goes to an SMTP sink, with its own database to export, and metrics
 * on a port of its own (outboxPending). */
const test = base.extend<Record<never, never>, { leadSite: LeadSite }>({
  leadSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startLeadSite(["-metrics-addr", "127.0.0.1:0"]);
      await use(site);
      await site.stop();
    },
    { scope: "worker" },
  ],
});

const text = (lang: Lang) => messages[lang].consultation;

/** Collects what the form reports to analytics (the window event the tracker listens to). */
async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { tracked: unknown[] };
    w.tracked = [];
    window.addEventListener("site:track", (e) => w.tracked.push((e as CustomEvent).detail));
  });
}
const tracked = (page: Page) => page.evaluate(() => (window as unknown as { tracked: Array<{ event: string; props: Record<string, unknown> }> }).tracked);

function exportCSV(database: string): Buffer {
  return execFileSync(siteBinary, ["leads", "export", "--format", "csv", "-database", database], { timeout: 15_000 });
}

/** outboxPending is how many e-mails wait in the site's outbox, as its
 * metrics count them in the database when asked. A message stays pending
 * until the SMTP sink has taken it, so at 0 every queued mail is in
 * site.mail.mails. */
async function outboxPending(site: LeadSite): Promise<number> {
  const address = site.stdout.find((l) => l.startsWith("site: metrics on "))?.slice("site: metrics on ".length);
  if (!address) throw new Error(`the site printed no metrics address: ${site.stdout.join(" | ")}`);
  const pending = /^site_outbox_pending (\d+)$/m.exec(await (await fetch(address)).text());
  if (!pending) throw new Error("the metrics have no site_outbox_pending");
  return Number(pending[1]);
}

async function waitForMail(site: LeadSite, to: string, subject: RegExp | string) {
  await expect
    .poll(() => site.mail.mails.filter((m) => m.to.includes(to) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject))).length, {
      timeout: 20_000,
    })
    .toBe(1);
  return site.mail.mails.find((m) => m.to.includes(to) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)))!;
}

test("en: a visitor sends a request; it is stored, mailed to the agency and confirmed", async ({ page, leadSite }) => {
  const t = text("en");
  await recordTracking(page);
  await page.clock.install();
  await page.goto(`${leadSite.url}/en/contact`);
  await hydrated(page, "en");

  const message = "We need an online store for abayas, with card payments and delivery tracking.";
  await page.getByRole("textbox", { name: t.fields.name.label }).fill("Sarah Jones");
  await page.getByRole("textbox", { name: t.fields.email.label }).fill("sarah.jones@example.org");
  await page.getByRole("textbox", { name: /Phone/ }).fill("+44 20 7946 0958");
  await page.getByRole("textbox", { name: /Company/ }).fill("Abaya House");
  // Every service the site names can be asked about, publishing to the stores included.
  const service = page.getByLabel(t.fields.service.label);
  await expect(service.locator('option[value="store-publishing"]')).toHaveText(serviceName("store-publishing", "en"));
  await expect(service.locator('option[value="organisation-management"]')).toHaveText(serviceName("organisation-management", "en"));
  await service.selectOption("ecommerce");
  await page.getByLabel(/Budget/).selectOption("5k-15k");
  await expect(page.getByRole("textbox", { name: /Preferred meeting time/ })).toHaveCount(0);
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page.getByRole("textbox", { name: /Preferred meeting time/ }).fill("Weekdays after 4 pm, London time");
  await page.getByRole("textbox", { name: t.fields.message.label }).fill(message);
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  // A person takes more than the 3 s the server asks for (faster is spam).
  await page.clock.fastForward(5_000);
  await page.getByRole("button", { name: t.submit }).click();

  const done = page.getByRole("heading", { name: t.success.title });
  await expect(done).toBeFocused();
  await expect(page.getByText(/A confirmation is on its way to/)).toContainText("sarah.jones@example.org");
  await expect(page.getByText(/the way you chose/)).toContainText("Phone call");

  const notice = await waitForMail(leadSite, "hello@example.com", `New consultation request: Sarah Jones (${serviceName("ecommerce", "en")})`);
  expect(notice.text).toContain(message);
  expect(notice.text).toContain("Weekdays after 4 pm, London time");
  expect(notice.text).toContain("+442079460958");
  expect(notice.replyTo).toContain("sarah.jones@example.org");
  const confirmation = await waitForMail(leadSite, "sarah.jones@example.org", /.+/);
  expect(confirmation.text).not.toContain(message); // quotes nothing the visitor typed (decision 0012)

  const csv = exportCSV(leadSite.database).toString("utf8");
  expect(csv).toContain("Sarah Jones");
  expect(csv).toContain(message);
  expect(csv).toMatch(/"ecommerce","5k-15k","phone",/);

  const events = await tracked(page);
  expect(events).toContainEqual({ event: "form_submission", props: { form_name: "consultation", success: true } });
  expect(JSON.stringify(events)).not.toMatch(/Sarah|example\.org|abaya/i);
  expect(events.some((e) => e.event === "form_abandonment")).toBe(false);
});

test("ar: a request sent with the keyboard alone keeps its Arabic text in the CSV export", async ({ page, leadSite }) => {
  const t = text("ar");
  await page.clock.install();
  await page.goto(`${leadSite.url}/ar/contact#consultation`);
  await hydrated(page, "ar");
  const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute("name") || document.activeElement?.textContent);

  // Arriving at #consultation puts focus on the form's heading.
  await expect(page.getByRole("heading", { name: sectionIn("consultation", "ar").heading })).toBeFocused();
  // Why to ask: the content's ticked points.
  await expect(page.locator("#consultation ul").first().getByRole("listitem")).toHaveText(sectionIn("consultation", "ar").points!);
  await page.keyboard.press("Tab"); // the WhatsApp alternative
  await expect(page.locator("#consultation").getByRole("link", { name: t.whatsappCta })).toBeFocused();
  await page.keyboard.press("Tab"); // booking a call instead
  await expect(page.locator("#consultation").getByRole("link", { name: t.bookCta })).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-name");
  const name = "سارة العتيبي";
  const message = "نريد تطبيقًا لإدارة تبرعات حفر الآبار، مع تقارير مصوّرة للمتبرعين.\nونفضّل البدء خلال شهر.";
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-email");
  await page.keyboard.type("sara@example.sa");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-phone");
  await page.keyboard.type("+966 50 123 4567");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-company");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-service");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#consultation-service")).toHaveValue("well-mosque");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-budget");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("contactMethod");
  await page.keyboard.press("ArrowDown"); // moves to and checks the next method
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "اجتماع عبر الفيديو" })).toBeChecked();
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-meetingTime");
  await page.keyboard.type("الأحد بعد الرابعة عصرًا");
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-message");
  await page.keyboard.type(message);
  await page.keyboard.press("Tab");
  expect(await focused()).toBe("consultation-consent");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab"); // the privacy policy link
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: t.submit })).toBeFocused();
  await page.clock.fastForward(5_000);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: t.success.title })).toBeFocused();
  await expect(page.getByText(/أرسلنا رسالة تأكيد/)).toContainText("sara@example.sa");

  const notice = await waitForMail(leadSite, "hello@example.com", `New consultation request: ${name} (Wells and mosques)`);
  expect(notice.text).toContain(message);
  expect(notice.text).toContain("Video meeting");

  const csv = exportCSV(leadSite.database);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, so spreadsheets read Arabic right
  const rows = csv.toString("utf8");
  expect(rows).toContain(name);
  expect(rows).toContain(message.replace("\n", "\r\n")); // csv writes CRLF inside fields too
  expect(rows).toContain("الأحد بعد الرابعة عصرًا");
  expect(rows).toMatch(/"ar","default","\/ar\/contact","false",/);
});

test("a bot that fills the honeypot is thanked like a person, stored as spam and mailed nothing", async ({ page, leadSite }) => {
  const t = text("en");
  await page.clock.install();
  await page.goto(`${leadSite.url}/en/contact`);
  await hydrated(page, "en");
  await page.getByRole("textbox", { name: t.fields.name.label }).fill("Honey Bot");
  await page.getByRole("textbox", { name: t.fields.email.label }).fill("bot@example.net");
  await page.getByLabel(t.fields.service.label).selectOption("other");
  await page.getByRole("radio", { name: "Email" }).check();
  await page.getByRole("textbox", { name: t.fields.message.label }).fill("Cheap pills, best prices, click now.");
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  // People never see this field, so only a bot fills it in.
  await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
  await page.clock.fastForward(5_000);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.success.title })).toBeFocused();

  expect(exportCSV(leadSite.database).toString("utf8")).not.toContain("Honey Bot");
  const withSpam = execFileSync(siteBinary, ["leads", "export", "--spam", "-database", leadSite.database], { timeout: 15_000 }).toString("utf8");
  expect(withSpam).toMatch(/Honey Bot.*"true","honeypot"/s);
  // Mail for real requests of this worker may still be on its way: once none
  // waits in the outbox, every mail queued so far (the bot's request was
  // stored before its answer) is at the sink, and none is for the bot.
  await expect.poll(() => outboxPending(leadSite), { timeout: 20_000 }).toBe(0);
  expect(leadSite.mail.mails.filter((m) => m.to.includes("bot@example.net") || m.subject.includes("Honey Bot"))).toEqual([]);
});

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: problems are shown beside their fields, announced, and pass axe`, async ({ page }) => {
    const t = text(lang);
    await page.goto(`/${lang}/contact`);
    await hydrated(page, lang);
    await page.getByRole("textbox", { name: t.fields.email.label }).fill("not-an-address");
    await page.getByRole("button", { name: t.submit }).click();

    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t.summary.title);
    for (const problem of [t.errors.name.required, t.errors.email.invalid, t.errors.service.required, t.errors.contactMethod.required, t.errors.message.required, t.errors.consent.required]) {
      await expect(summary).toContainText(problem);
    }
    const name = page.getByRole("textbox", { name: t.fields.name.label });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(t.errors.name.required);
    await expect(page.getByRole("textbox", { name: t.fields.email.label })).toHaveAccessibleDescription(new RegExp(t.errors.email.invalid.slice(0, 12)));
    await expect(page.getByRole("checkbox")).toHaveAccessibleDescription(t.errors.consent.required);
    // The summary's links take the visitor to the field.
    await summary.getByRole("link").first().click();
    await expect(name).toBeFocused();
    // A fixed field loses its error at once.
    await name.fill(lang === "ar" ? "سارة" : "Sarah");
    await expect(name).toHaveAttribute("aria-invalid", "false");

    const scan = await axe(page).include("#consultation").analyze();
    const serious = scan.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test.describe("when the server refuses", () => {
  test.use({ allowConsole: [/status of 422/] });

  test("its 422 is shown beside the field and nothing is stored", async ({ page, leadSite }) => {
    const t = text("en");
    await page.goto(`${leadSite.url}/en/contact`);
    await hydrated(page, "en");
    await page.getByRole("textbox", { name: t.fields.name.label }).fill("Nobody Stored");
    await page.getByRole("textbox", { name: t.fields.email.label }).fill("nobody@example.org");
    // Looks like an international number to the browser; no country has code 999.
    await page.getByRole("textbox", { name: /Phone/ }).fill("+999 1234 5678");
    await page.getByLabel(t.fields.service.label).selectOption("other");
    await page.getByRole("radio", { name: "WhatsApp" }).check();
    await page.getByRole("textbox", { name: t.fields.message.label }).fill("A request the server turns down.");
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("button", { name: t.submit }).click();

    await expect(page.getByRole("alert")).toBeFocused();
    const phone = page.getByRole("textbox", { name: /Phone/ });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(new RegExp(t.errors.phone.invalid.slice(0, 20)));
    await expect(phone).toHaveValue("+999 1234 5678");
    expect(exportCSV(leadSite.database).toString("utf8")).not.toContain("Nobody Stored");
  });
});

test.describe("when sending fails", () => {
  test.use({ allowConsole: [/Failed to load resource/] });

  for (const [failure, status, expected] of [
    ["the network", 0, "network"],
    ["rate limiting", 429, "rateLimited"],
    ["a server error", 503, "server"],
  ] as const) {
    test(`${failure}: what was typed stays and WhatsApp is offered`, async ({ page }) => {
      const t = text("en");
      await page.route("**/api/leads", (route) =>
        status === 0 ? route.abort("internetdisconnected") : route.fulfill({ status, contentType: "application/json", body: '{"error":"x"}', headers: { "Retry-After": "60" } }),
      );
      await page.goto("/en/contact");
      await hydrated(page, "en");
      await page.getByRole("textbox", { name: t.fields.name.label }).fill("Omar Haddad");
      await page.getByRole("textbox", { name: t.fields.email.label }).fill("omar@example.org");
      await page.getByLabel(t.fields.service.label).selectOption("non-profit");
      await page.getByRole("radio", { name: "Email" }).check();
      await page.getByRole("textbox", { name: t.fields.message.label }).fill("An app for our volunteers.");
      await page.getByRole("checkbox", { name: /privacy policy/ }).check();
      await page.getByRole("button", { name: t.submit }).click();

      const alert = page.getByRole("alert");
      await expect(alert).toBeFocused();
      await expect(alert).toContainText(t.failure[expected]);
      await expect(alert).toContainText(t.failure.kept);
      const whatsapp = alert.getByRole("link", { name: t.failure.whatsapp });
      const href = new URL((await whatsapp.getAttribute("href"))!);
      expect(href.hostname).toBe("wa.me");
      expect(href.searchParams.get("text")).toContain("My name is Omar Haddad.");
      expect(href.searchParams.get("text")).toContain("An app for our volunteers.");
      await expect(page.getByRole("textbox", { name: t.fields.name.label })).toHaveValue("Omar Haddad");
      await expect(page.getByRole("textbox", { name: t.fields.message.label })).toHaveValue("An app for our volunteers.");
      await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toBeChecked();
    });
  }
});

test("the form is in the prerendered page and #consultation lands on it below the header", async ({ page, request }) => {
  const html = await (await request.get("/en/contact")).text();
  expect(html).toContain('id="consultation"');
  expect(html).toContain('name="website"');
  await page.goto("/en/contact#consultation");
  await hydrated(page, "en");
  const heading = page.getByRole("heading", { name: sectionIn("consultation", "en").heading });
  await expect(heading).toBeFocused();
  const header = await page.locator("header").first().boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(box!.y).toBeLessThan(page.viewportSize()!.height / 2);
});

test("leaving a started form reports abandonment with the last field only", async ({ page }) => {
  const t = text("en");
  await recordTracking(page);
  await page.goto("/en/contact");
  await hydrated(page, "en");
  await page.getByRole("textbox", { name: t.fields.name.label }).fill("Private Name");
  await page.getByRole("textbox", { name: t.fields.email.label }).focus();
  await page.getByRole("navigation").getByRole("link", { name: messages.en.nav.projects }).first().click();
  await expect(page).toHaveURL(/\/en\/projects$/);
  // The form reports as it unmounts, which the new page's render may follow by a moment.
  await expect
    .poll(async () => (await tracked(page)).filter((e) => e.event === "form_abandonment"))
    .toEqual([{ event: "form_abandonment", props: { form_name: "consultation", last_field: "email" } }]);
  expect(JSON.stringify(await tracked(page))).not.toContain("Private Name");
});

test("WhatsApp, a call or video needs the phone: the form says so beside the field, and e-mail does not", async ({ page }) => {
  const t = text("fr");
  await page.goto("/fr/contact");
  await hydrated(page, "fr");
  const phone = page.getByRole("textbox", { name: new RegExp(t.fields.phone.label) });
  await expect(page.locator("#consultation")).toContainText(`(${t.optional})`);
  await page.getByRole("textbox", { name: t.fields.name.label }).fill("Claire Martin");
  await page.getByRole("textbox", { name: t.fields.email.label }).fill("claire@example.org");
  await page.getByLabel(t.fields.service.label).selectOption("ecommerce");
  await page.getByRole("radio", { name: "WhatsApp" }).check();
  await page.getByRole("textbox", { name: t.fields.message.label }).fill("Une application pour notre boutique.");
  await page.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await expect(phone).toHaveAttribute("required", "");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(new RegExp(t.errors.phone.required.slice(0, 30)));
  await expect(page.getByRole("alert")).toContainText(t.errors.phone.required.slice(0, 30)); // the summary lists it

  await page.getByRole("radio", { name: "E-mail" }).check();
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(phone).not.toHaveAttribute("required", "");
});
