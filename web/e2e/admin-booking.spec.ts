import type { Page } from "@playwright/test";
import { bookingTexts } from "../app/features/admin-booking/texts";
import { likelyZones } from "../app/lib/zone-cities";
import { ar } from "../app/features/admin-core/texts/ar";
import { en as coreEn } from "../app/features/admin-core/texts/en";
import { fr } from "../app/features/admin-core/texts/fr";
import { tr } from "../app/features/admin-core/texts/tr";
import { owner, signIn, test } from "./admin-helpers";
import { axe } from "./axe";
import { expect } from "./fixtures";
import type { LeadSite } from "./lead-site";

// The team's availability and agenda screens in the four languages: each
// renders, refuses a meeting length that is not whole 5-minute steps at its
// field and saves a good one; the owner's hours are set by keyboard and
// mouse (a whole day: 00:00 to 00:00); a visitor's booking shows on the agenda (in the viewer's zone, the
// visitor's time beside it) and on the request, and is rescheduled and
// cancelled there, and shows in the inbox; the calendar feed is made, read
// and turned off. axe scans both screens in English and Arabic.
// The refused saves are answered 422, which the browser logs.
test.use({ timezoneId: "Europe/Istanbul", allowConsole: [/status of 422/] });

const core = { en: coreEn, ar, fr, tr };
type Lang = keyof typeof core;
const adminLanguages = Object.keys(core) as Lang[];
const textsFor = (lang: Lang) => core[lang];

const visitor = { name: "Layla Nasser", email: "layla@example.com", company: "Nasser Trading" };

async function speak(page: Page, site: LeadSite, lang: Lang) {
  const res = await page.request.patch(`${site.url}/api/admin/me`, { data: { language: lang }, headers: { Origin: site.url } });
  expect(res.status()).toBe(200);
}

/** book asks for the first free slot as the public booking page does, from a visitor in New York. */
async function book(site: LeadSite): Promise<string> {
  const slots = (await (await fetch(`${site.url}/api/booking/slots?days=14`)).json()) as { slots: { start: string }[] };
  const start = slots.slots[0]!.start;
  const res = await fetch(`${site.url}/api/booking`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `agenda-${Date.parse(start)}`, "X-Forwarded-For": "198.51.100.7" },
    body: JSON.stringify({
      ...visitor,
      phone: "+12125550123",
      service: "ecommerce",
      message: "We would like an online shop that takes payments.",
      consent: true,
      pagePath: "/en/book",
      fillTimeMs: 20_000,
      start,
      visitorZone: "America/New_York",
      meetingBy: "video",
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return start;
}

async function noSeriousViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test("availability and agenda in four languages: rules refused and saved, hours set, a booking moved and cancelled", async ({ page, adminSite }) => {
  test.setTimeout(120_000);
  await signIn(page, adminSite);
  const en = bookingTexts.en;

  // The owner takes meetings every day, all day, so that slots exist whenever the spec runs.
  await page.goto(`${adminSite.url}/admin/availability`);
  const host = page.getByRole("region", { name: owner.name });
  await host.getByRole("checkbox", { name: en.availability.takesMeetings }).check();
  for (let day = 0; day < 7; day++) {
    const name = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 10, 29 + day));
    const group = host.getByRole("group", { name, exact: true });
    await group.getByRole("button", { name: `Add hours on ${name}` }).click();
    await group.getByLabel("From").fill(day === 1 ? "10:00" : "00:00");
    await group.getByLabel("To").fill(day === 1 ? "09:00" : "00:00"); // 00:00: midnight, the day's end
  }
  await host.getByLabel(en.availability.videoLink).fill("https://meet.example.com/amira");
  await host.getByLabel(en.availability.phone).fill("+905551234567");
  await host.getByRole("button", { name: `Save ${owner.name}’s availability` }).click();
  // Monday's range ends before it starts: said at the range, the rest kept.
  await expect(host.getByRole("group", { name: "Monday, range 1" })).toContainText(en.problems.not_after_from!);
  await expect(host.getByRole("group", { name: "Monday, range 1" }).getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await host.getByRole("group", { name: "Monday, range 1" }).getByLabel("From").fill("00:00");
  await host.getByRole("group", { name: "Monday, range 1" }).getByLabel("To").fill("00:00");
  await host.getByRole("button", { name: `Save ${owner.name}’s availability` }).click();
  await expect(host.getByText(en.availability.saved)).toBeVisible();

  for (const lang of adminLanguages) {
    const a = bookingTexts[lang].availability;
    await speak(page, adminSite, lang);
    await page.goto(`${adminSite.url}/admin/availability`);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
    const rules = page.getByRole("region", { name: a.rules });
    const length = rules.getByLabel(a.meetingMinutes);
    await length.fill("7");
    await rules.getByLabel(a.notice).fill("0");
    await rules.getByRole("button", { name: a.save, exact: true }).click();
    await expect(length).toHaveAttribute("aria-invalid", "true");
    await expect(rules.getByText(bookingTexts[lang].problems.not_whole_blocks!, { exact: true })).toBeVisible();
    await length.fill("30");
    await rules.getByRole("button", { name: a.save, exact: true }).click();
    await expect(rules.getByText(a.saved)).toBeVisible();
    if (lang === "en" || lang === "ar") await noSeriousViolations(page);
  }

  const start = await book(adminSite);
  for (const lang of adminLanguages) {
    const g = bookingTexts[lang].agenda;
    await speak(page, adminSite, lang);
    await page.goto(`${adminSite.url}/admin/agenda`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.title);
    await expect(page.getByRole("navigation", { name: textsFor(lang).nav.label }).getByRole("link", { name: textsFor(lang).nav.agenda })).toHaveAttribute("aria-current", "page");
    const meeting = page.getByRole("listitem").filter({ hasText: visitor.name });
    await expect(meeting).toContainText(textsFor(lang).meeting.statuses.booked!);
    await expect(meeting).toContainText(visitor.company);
    await expect(meeting).toContainText(likelyZones.find((z) => z.zone === "America/New_York")!.names[lang]); // the visitor's city, in the language
    if (lang === "en" || lang === "ar") await noSeriousViolations(page);
  }

  // In English: the agenda's time is Istanbul's, the visitor's New York's.
  await speak(page, adminSite, "en");
  await page.goto(`${adminSite.url}/admin/agenda`);
  const meeting = page.getByRole("listitem").filter({ hasText: visitor.name });
  const istanbul = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/Istanbul" }).format(new Date(start));
  await expect(meeting.locator("time")).toContainText(istanbul);

  // Rescheduled to another free time, then cancelled after a confirmation.
  await meeting.getByRole("button", { name: en.agenda.reschedule }).click();
  const moveDialog = page.getByRole("dialog", { name: `Reschedule the meeting with ${visitor.name}` });
  // The first free time is chosen; the arrow keys move along the day's times.
  // The third free day is whole whatever the hour (today's may have one time left).
  await expect(moveDialog.getByRole("radio").first()).toBeChecked();
  await moveDialog.getByRole("combobox", { name: en.agenda.day }).selectOption({ index: 2 });
  await expect(moveDialog.getByRole("radio").first()).toBeChecked();
  await moveDialog.getByRole("radio").first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(moveDialog.getByRole("radio").nth(1)).toBeChecked();
  await moveDialog.getByRole("button", { name: en.agenda.move }).click();
  await expect(meeting.getByText(`Moved. ${visitor.name} is sent the new time.`)).toBeVisible();
  await expect(meeting).toContainText(textsFor("en").meeting.statuses.rescheduled!);

  // The calendar feed: made, read by a calendar app, turned off.
  await page.goto(`${adminSite.url}/admin/account`);
  const feed = page.getByRole("region", { name: en.feed.title });
  await feed.getByRole("button", { name: en.feed.create }).click();
  const address = feed.getByRole("textbox", { name: en.feed.address });
  await expect(address).toHaveValue(/\/calendar\/[^/]+\.ics$/);
  const url = new URL(await address.inputValue());
  const ics = await fetch(`${adminSite.url}${url.pathname}`);
  expect(ics.headers.get("Content-Type")).toContain("text/calendar");
  await feed.getByRole("button", { name: en.feed.revoke }).click();
  await expect(feed.getByText(en.feed.revoked)).toBeVisible();
  expect((await fetch(`${adminSite.url}${url.pathname}`)).status).toBe(404);

  // The inbox's row shows the meeting and its status; its page, the meeting's actions.
  await page.goto(`${adminSite.url}/admin/leads`);
  const row = page.getByRole("listitem").filter({ hasText: visitor.name });
  await expect(row).toContainText(`· ${textsFor("en").meeting.statuses.rescheduled}`);
  await row.getByRole("link", { name: visitor.name }).click();
  const onLead = page.getByRole("region", { name: textsFor("en").meeting.title, exact: true });
  await expect(onLead).toContainText(textsFor("en").meeting.statuses.rescheduled!);
  await onLead.getByRole("button", { name: en.agenda.cancel }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel the meeting with ${visitor.name}?` });
  await expect(confirm).toContainText(`${visitor.name} is told by e-mail`);
  await confirm.getByRole("button", { name: en.agenda.cancel }).click();
  await expect(onLead).toContainText(textsFor("en").meeting.statuses.cancelled!);
  await expect(onLead.getByRole("button", { name: en.agenda.reschedule })).toHaveCount(0);

  await page.close(); // before the worker's server stops: a back-office screen polls it
});
