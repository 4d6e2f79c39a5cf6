import type { Locator, Page } from "@playwright/test";
import { owner, signIn, startAdminSite, createOwner } from "./admin-helpers";
import { axe } from "./axe";
import { test as base, expect, hydrated } from "./fixtures";
import type { LeadSite } from "./lead-site";
import { messages, serviceName, type Lang } from "./site-data";

/** The booking journey runs on a site of its own (its mail goes to a sink)
 * whose owner takes meetings every day, all day, in Istanbul. */
const test = base.extend<Record<never, never>, { bookingSite: LeadSite }>({
  bookingSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startAdminSite();
      await createOwner(site);
      await use(site);
      await site.stop();
    },
    { scope: "worker" },
  ],
});

/** openHours makes the owner a host free every day from 00:00 to 23:30, with no notice needed. */
async function openHours(page: Page, site: LeadSite) {
  await signIn(page, site);
  const headers = { Origin: site.url };
  const current = (await (await page.request.get(`${site.url}/api/admin/booking`)).json()) as { settings: Record<string, unknown>; members: { id: string; name: string }[] };
  const me = current.members.find((m) => m.name === owner.name)!;
  const settings = await page.request.put(`${site.url}/api/admin/booking/settings`, { data: { ...current.settings, noticeMinutes: 0, cutoffMinutes: 0, agencyZone: "Europe/Istanbul" }, headers });
  expect(settings.status(), await settings.text()).toBe(200);
  const day = [{ from: "00:00", to: "23:30" }];
  const host = await page.request.put(`${site.url}/api/admin/booking/hosts/${me.id}`, {
    data: { id: me.id, name: owner.name, zone: "Europe/Istanbul", takesMeetings: true, weekly: Array(7).fill(day), dates: {}, videoLink: "https://meet.example.com/nuqta", phone: "" },
    headers,
  });
  expect(host.status(), await host.text()).toBe(200);
  await page.context().clearCookies();
}

/** noViolations: no serious or critical axe violation, as every spec scans. */
async function noViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual([]);
}

/** tabTo presses Tab until target has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the target");
}

const focused = (page: Page) => page.locator(":focus");

/** layoutShift sums the page's layout shifts so far that no input caused:
 * what Lighthouse's CLS adds up while the page loads. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!shift.hadRecentInput) sum += shift.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => done(sum), 100);
      }),
  );
}

test("without JavaScript the booking page offers the request form, WhatsApp and e-mail", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of ["en", "ar"] as const satisfies Lang[]) {
    const t = messages[lang].booking;
    await page.goto(`/${lang}/book`);
    const main = page.getByRole("main");
    await expect(main.getByText(t.fallback.other)).toBeVisible();
    await expect(main.getByRole("link", { name: t.fallback.request })).toHaveAttribute("href", `/${lang}/contact#consultation`);
    await expect(main.getByRole("link", { name: t.fallback.whatsapp })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(main.getByRole("link", { name: t.fallback.email })).toHaveAttribute("href", /^mailto:/);
    await expect(main.getByText(t.picker.days)).toBeHidden(); // the picker's skeleton, which scripts would fill
    // (axe runs as a script: not here.)
  }
  await context.close();
});

test("a visitor in Arabic at 390 px books with the keyboard, gets the invitation, reschedules and cancels", async ({ browser, bookingSite: site }) => {
  const admin = await browser.newPage();
  await openHours(admin, site);
  await admin.close();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Riyadh", locale: "ar" });
  const page = await context.newPage();
  await page.clock.install(); // fast-forwarded past the form's least fill time: typed in under 3 s, a booking is taken for a bot's
  const m = messages.ar;
  const t = m.booking;

  await page.goto(`${site.url}/ar/book`);
  await hydrated(page, "ar");
  const grid = page.getByRole("grid", { name: t.picker.days });
  await expect(grid).toBeVisible();
  await expect(page.getByText(/بتوقيت .الرياض./)).toBeVisible(); // the visitor's zone named by its city, in Arabic
  // The prerendered page held the picker's frame at its size: nothing on screen moved as the times came.
  expect(await layoutShift(page)).toBeLessThan(0.005);
  await noViolations(page);

  // The first free day, then ArrowLeft: the next day, right to left.
  const firstDay = grid.locator('[tabindex="0"]');
  await tabTo(page, firstDay);
  const firstLabel = await firstDay.getAttribute("aria-label");
  await page.keyboard.press("ArrowLeft");
  await expect(focused(page)).not.toHaveAttribute("aria-label", firstLabel!);
  await page.keyboard.press("Enter");
  await expect(focused(page)).toHaveAttribute("aria-selected", "true");
  const times = page.getByRole("radiogroup");
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveAttribute("role", "radio");
  await page.keyboard.press("ArrowLeft");
  await expect(times.locator('[aria-checked="true"]')).toBeFocused();

  const email = "layla@example.com";
  await tabTo(page, page.getByLabel(m.consultation.fields.name.label));
  await page.keyboard.type("ليلى حداد");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(m.consultation.fields.phone.label));
  await page.keyboard.type("+966 50 123 4567");
  await tabTo(page, page.getByLabel(m.consultation.fields.service.label));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(m.consultation.fields.service.label)).not.toHaveValue("");
  await tabTo(page, page.getByLabel(m.consultation.fields.message.label));
  await page.keyboard.type("تطبيق لمتجرنا مع خدمة التوصيل.");
  await tabTo(page, page.getByRole("checkbox"));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: t.form.submit }));
  await page.clock.fastForward(5_000);
  await page.keyboard.press("Enter");

  const done = page.getByRole("heading", { name: t.confirmation.title });
  await expect(done).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await noViolations(page);

  await expect.poll(() => site.mail.mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
  const invitation = site.mail.mails.find((mail) => mail.to.includes(email))!;
  const link = /https?:\/\/\S+\/ar\/book\/manage#[\w.-]+/.exec(invitation.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("button", { name: t.manage.reschedule })).toBeVisible();
  await noViolations(page);
  await page.getByRole("button", { name: t.manage.reschedule }).click();
  // The third free day: whole (today's may have only a slot or two left).
  await page.getByRole("grid", { name: t.picker.days }).getByRole("gridcell").filter({ hasText: /\d/ }).nth(2).click();
  await page.getByRole("radio").nth(2).click();
  await page.getByRole("button", { name: t.manage.confirmReschedule }).click();
  await expect(page.getByText(t.manage.rescheduled)).toBeVisible();
  await noViolations(page);
  await expect.poll(() => site.mail.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBeGreaterThan(1);

  await page.getByRole("button", { name: t.manage.cancel }).click();
  await page.getByRole("button", { name: t.manage.confirmCancelYes }).click();
  await expect(page.getByText(t.manage.cancelled)).toBeVisible();
  await expect(page.getByRole("link", { name: t.manage.bookAgain })).toHaveAttribute("href", "/ar/book");
  await noViolations(page);
  await context.close();
});

test("on a phone, a visitor books, reschedules and cancels in French, Turkish and English", async ({ browser, bookingSite: site }) => {
  const admin = await browser.newPage();
  await openHours(admin, site);
  await admin.close();
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.clock.install(); // fast-forwarded past the form's least fill time (a faster one is taken for a bot's)
  // Whole days whatever the hour (the third and fourth free ones), and a
  // time of each language's own, so that none takes another's slot.
  const visitors: { lang: Lang; name: string; email: string; phone: string; message: string; time: number }[] = [
    { lang: "fr", name: "Camille Roux", email: "camille@example.com", phone: "+33 6 12 34 56 78", message: "Une appli de réservation pour nos salles.", time: 4 },
    { lang: "tr", name: "Emre Yıldız", email: "emre@example.com", phone: "+90 532 123 45 67", message: "Restoranımız için sipariş uygulaması.", time: 6 },
    { lang: "en", name: "Jordan Lee", email: "jordan@example.com", phone: "+1 212 555 0142", message: "A field service app for our technicians.", time: 8 },
  ];
  for (const v of visitors) {
    const m = messages[v.lang];
    const t = m.booking;
    const freeDays = page.getByRole("grid", { name: t.picker.days }).getByRole("gridcell").filter({ hasText: /\d/ });
    const times = page.getByRole("radiogroup").getByRole("radio");

    await page.goto(`${site.url}/${v.lang}/book`);
    await hydrated(page, v.lang);
    await freeDays.nth(2).click();
    await times.nth(v.time).click();
    await page.getByLabel(m.consultation.fields.name.label).fill(v.name);
    await page.getByLabel(m.consultation.fields.email.label, { exact: true }).fill(v.email);
    await page.getByLabel(m.consultation.fields.phone.label, { exact: true }).fill(v.phone);
    await page.getByLabel(m.consultation.fields.service.label).selectOption({ label: serviceName("ecommerce", v.lang) });
    await page.getByLabel(m.consultation.fields.message.label).fill(v.message);
    await page.getByRole("checkbox").check();
    await page.clock.fastForward(5_000);
    await page.getByRole("button", { name: t.form.submit }).click();
    await expect(page.getByRole("heading", { name: t.confirmation.title })).toBeFocused();

    await expect.poll(() => site.mail.mails.some((mail) => mail.to.includes(v.email)), { timeout: 15_000 }).toBe(true);
    const invitation = site.mail.mails.find((mail) => mail.to.includes(v.email))!;
    const link = new RegExp(`https?://\\S+/${v.lang}/book/manage#[\\w.-]+`).exec(invitation.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole("button", { name: t.manage.reschedule }).click();
    await freeDays.nth(3).click();
    await times.nth(v.time).click();
    await page.getByRole("button", { name: t.manage.confirmReschedule }).click();
    await expect(page.getByText(t.manage.rescheduled)).toBeVisible();
    await page.getByRole("button", { name: t.manage.cancel }).click();
    await page.getByRole("button", { name: t.manage.confirmCancelYes }).click();
    await expect(page.getByText(t.manage.cancelled)).toBeVisible();
  }
  await context.close();
});

test("in English, the booking page, its confirmation and a forged manage link pass axe and say what to do", async ({ browser, bookingSite: site }) => {
  const admin = await browser.newPage();
  await openHours(admin, site);
  await admin.close();
  const page = await browser.newPage({ timezoneId: "America/New_York" });
  const m = messages.en;
  const t = m.booking;
  await page.goto(`${site.url}/en/book`);
  await hydrated(page, "en");
  await page.getByRole("grid", { name: t.picker.days }).locator('[tabindex="0"]').click();
  await page.getByRole("radio").first().click();
  await noViolations(page);
  await page.getByLabel(m.consultation.fields.name.label).fill("Sam Carter");
  await page.getByLabel(m.consultation.fields.email.label, { exact: true }).fill("sam@example.com");
  await page.getByRole("radio", { name: t.form.meetingBy.phone }).check();
  await page.getByRole("button", { name: t.form.submit }).click();
  // Every problem at once: the phone, the service, the message, the consent.
  const summary = page.getByRole("alert").filter({ hasText: m.consultation.summary.title });
  await expect(summary.getByRole("link")).toHaveCount(4);
  await noViolations(page);
  await page.getByLabel(m.consultation.fields.phone.label, { exact: true }).fill("+1 212 555 0100");
  await page.getByLabel(m.consultation.fields.service.label).selectOption({ label: serviceName("ecommerce", "en") });
  await page.getByLabel(m.consultation.fields.message.label).fill("A shop app with delivery tracking.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.form.submit }).click();
  await expect(page.getByRole("heading", { name: t.confirmation.title })).toBeFocused();
  await expect(page.getByText(/\(.New York.\)/)).toBeVisible();
  await noViolations(page);

  await page.goto(`${site.url}/en/book/manage#forged.token`);
  await expect(page.getByText(t.manage.closed.link_invalid)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: t.fallback.whatsapp })).toBeVisible();
  await noViolations(page);
});
