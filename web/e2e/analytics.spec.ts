import { execFileSync } from "node:child_process";
import type { Locator, Page, Request } from "@playwright/test";
import { SCROLL_MIN_MOVEMENT_PX, SCROLL_THROTTLE_MS } from "../app/config/constants";
import { FLUSH_DELAY_MS } from "../app/features/analytics/queue";
import { chromiumLaunch } from "../playwright.config";
import { expect, hydrated, test } from "./fixtures";
import { messages } from "./site-data";

/** What `site analytics report --json` prints (internal/analytics/summary.go). */
interface Summary {
  days: { day: string; visitors: number; page_views: number }[];
  pages: { value: string; count: number }[];
  languages: { value: string; count: number }[];
  events: { value: string; count: number }[];
  buttons: { event: string; button_name: string; count: number }[];
  scroll_depth: { path: string; percent: number; count: number }[];
  funnel: { visitors: number; contacted: number };
}

interface SentEvent {
  name: string;
  path: string;
  referrer?: string;
  props?: Record<string, string | number | boolean>;
}

/** report reads the web server's database (playwright.config.ts) through
 * the command the agency uses. */
function report(): Summary {
  const database = process.env.E2E_DATABASE;
  if (!database) throw new Error("E2E_DATABASE is not set: run through playwright.config.ts");
  const out = execFileSync("../bin/site", ["analytics", "report", "--json", "--days", "2", "--limit", "1000", "-database", database]);
  return JSON.parse(out.toString()) as Summary;
}

/** Counts of a report, keyed so that two reports can be subtracted. */
function counts(s: Summary): Record<string, number> {
  const c: Record<string, number> = {};
  const add = (key: string, n: number) => (c[key] = (c[key] ?? 0) + n);
  for (const e of s.events) add(`event ${e.value}`, e.count);
  for (const p of s.pages) add(`page ${p.value}`, p.count);
  for (const l of s.languages) add(`lang ${l.value}`, l.count);
  for (const b of s.buttons) add(`button ${b.event} ${b.button_name}`, b.count);
  for (const d of s.scroll_depth) add(`scroll ${d.path} ${d.percent}`, d.count);
  add("funnel visitors", s.funnel.visitors);
  add("funnel contacted", s.funnel.contacted);
  return c;
}

function delta(before: Summary, after: Summary): Record<string, number> {
  const b = counts(before);
  const d: Record<string, number> = {};
  for (const [k, n] of Object.entries(counts(after))) if (n !== (b[k] ?? 0)) d[k] = n - (b[k] ?? 0);
  return d;
}

/** The counts of a delta other than the contact funnel, which counts a
 * visitor once a day whichever test came first. */
const withoutFunnel = (d: Record<string, number>) => Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith("funnel")));

/** What the stored events of a browse should add to a report. */
function expectedDelta(events: SentEvent[]): Record<string, number> {
  const d: Record<string, number> = {};
  const add = (key: string) => (d[key] = (d[key] ?? 0) + 1);
  for (const e of events) {
    add(`event ${e.name}`);
    if (e.name === "page_view") {
      add(`page ${e.path}`);
      add(`lang ${e.path.split("/")[1]}`); // the server reads the language from the path
    }
    if (typeof e.props?.button_name === "string") add(`button ${e.name} ${e.props.button_name}`);
    if (e.name === "scroll_depth") add(`scroll ${e.path} ${e.props?.percent}`);
  }
  d["funnel visitors"] = 1; // one new visitor: this test's own User-Agent
  if (events.some((e) => e.name === "outbound_click" && ["whatsapp", "email", "phone"].includes(String(e.props?.channel)))) d["funnel contacted"] = 1;
  return d;
}

/** A desktop Chrome the server counts (headless Chrome is dropped as a bot,
 * docs/decisions/0020), with a build number of this run's own, so that the
 * browse below is a new visitor. It is the browser's own agent, not a
 * page's override: a beacon sent while a page is being left carries the
 * former. */
const build = 6000 + ([...(process.env.E2E_DATA_DIR ?? "")].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 3000, 7) % 3000);
const visitorAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.86 Safari/537.36`;
test.use({ launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, `--user-agent=${visitorAgent}`] } });

/** Outbound links are clicked for real but not followed: the test must not
 * leave the site (and cannot: no internet here). The listener runs on the
 * window in the capture phase, before the tracker's on the document. */
const stayOnSite = () => {
  window.addEventListener(
    "click",
    (e) => {
      const link = (e.target as Element).closest?.("a[href]");
      if (link && /^(https?:\/\/(?!127\.0\.0\.1)|mailto:|tel:)/.test(link.getAttribute("href") ?? "")) e.preventDefault();
    },
    true,
  );
};

/** watch records every request of the page: the events it sends and the
 * origins it talks to. */
function watch(page: Page, origin: string) {
  const foreign: string[] = [];
  const sent: SentEvent[] = [];
  const posts: Request[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== origin) foreign.push(r.url());
    if (url.pathname === "/api/events") {
      posts.push(r);
      sent.push(...(JSON.parse(r.postData() ?? "{}") as { events: SentEvent[] }).events);
    }
  });
  return { foreign, sent, posts };
}

/** Past every timer of the tracker (its batch wait, its scroll throttle):
 * run on the page's clock (page.clock), it takes no real time. */
const PAST_THE_TRACKERS_TIMERS = 10 * Math.max(FLUSH_DELAY_MS, SCROLL_THROTTLE_MS);

/** scrollSteps is what the page reports of its scroll position, by the rule
 * of app/features/analytics/scroll-depth.ts: the steps the bottom of the
 * viewport passed, after a move of at least 50 px from the top. The page
 * runs on Playwright's clock (page.clock.install). */
async function scrollSteps(page: Page): Promise<number[]> {
  // A scroll still moving (a smooth one, slowed by a busy machine) is read
  // where it stops, then after the tracker's throttle, as the tracker reads it.
  let last = -1;
  await expect.poll(async () => {
    const y = await page.evaluate(() => scrollY);
    const still = y === last;
    last = y;
    return still;
  }, { intervals: [100] }).toBe(true);
  // The last position is evaluated once the throttle's wait is over: the
  // page's clock runs through it.
  await page.clock.runFor(SCROLL_THROTTLE_MS);
  return page.evaluate((min) => {
    if (scrollY < min) return [];
    const seen = ((scrollY + innerHeight + 1) / document.documentElement.scrollHeight) * 100;
    return [25, 50, 75, 100].filter((p) => p <= seen);
  }, SCROLL_MIN_MOVEMENT_PX);
}

/** The event a click on a marked element should send, read from its
 * data-track attributes (app/lib/track.ts). */
async function markedEvent(el: Locator, path: string): Promise<SentEvent | undefined> {
  const attrs = await el.evaluate((node) => Object.fromEntries(Array.from(node.attributes, (a) => [a.name, a.value])));
  const name = attrs["data-track"];
  if (!name) return undefined;
  const props: SentEvent["props"] = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (!k.startsWith("data-track-")) continue;
    const key = k.slice("data-track-".length);
    props[key] = /^(index|project_id)$/.test(key) ? Number(v) : key === "open" ? v === "true" : v;
  }
  return { name, path, props };
}

test.describe("first-party analytics", () => {
  test.describe.configure({ mode: "serial" }); // each test reads the shared database before and after

  test("browsing the site stores exactly the events of what the visitor did, and nothing leaves the site", async ({ page, baseURL }) => {
    test.slow(); // a browse across five pages, with the tracker's waits at each step
    // Instant scrolling: a smooth one still under way when the test reads the
    // position would reach further than the test expects.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(stayOnSite);
    await page.clock.install(); // the tracker's waits run when the test says (scrollSteps, the end)
    const { foreign, sent, posts } = watch(page, new URL(baseURL!).origin);
    const before = report();
    const expected: SentEvent[] = [];
    const at = (path: string, name: string, props?: SentEvent["props"]): SentEvent => ({ name, path, ...(props && { props }) });
    let current = "";
    const steps = new Set<number>(); // scroll steps reached on the current page
    const pageView = (path: string) => {
      current = path;
      steps.clear();
      expected.push(at(path, "page_view"));
    };
    /** scrolled expects the scroll steps the position reached (scrollSteps). */
    const scrolled = async () => {
      const reached = await scrollSteps(page);
      for (const percent of reached) if (!steps.has(percent)) expected.push(at(current, "scroll_depth", { percent })), steps.add(percent);
    };
    /** click brings an element into view (the scroll counts), clicks it, and
     * expects its marked event, if any, then extra. */
    const click = async (el: Locator, ...extra: SentEvent[]) => {
      await el.scrollIntoViewIfNeeded();
      await scrolled();
      const marked = await markedEvent(el, current);
      await el.click();
      if (marked) expected.push(marked);
      // A marked outbound link lends its button_name to the outbound click.
      const button = marked?.props?.button_name;
      for (const e of extra) expected.push(e.name === "outbound_click" && button ? { ...e, props: { ...e.props, button_name: button } } : e);
    };
    const present = async (el: Locator) => (await el.count()) > 0 && (await el.isVisible());
    // A WhatsApp click's reference is random: any of the pattern's stands for "REF".
    const props = (e: SentEvent) => {
      const p: Record<string, unknown> = { ...e.props };
      if (typeof p.ref === "string" && /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/.test(p.ref)) p.ref = "REF";
      return JSON.stringify(p, Object.keys(p).sort());
    };
    const key = (e: SentEvent) => JSON.stringify([e.name, e.path, props(e)]);
    // Which home sections were half seen depends on where the scrolling
    // stopped: they are checked on their own below.
    const sectionViews = () => sent.filter((e) => e.name === "section_view");
    const allSent = () => expect.poll(() => sent.filter((e) => e.name !== "section_view").map(key).sort(), { timeout: 10_000 }).toEqual(expected.map(key).sort());

    // Home: a page view, then scroll to the bottom.
    await page.goto("/en/home");
    await hydrated(page, "en");
    pageView("/en/home");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await scrolled();

    // The hero's next arrow and an FAQ card, where the home page has them.
    const next = page.locator('[data-track="next_click"]').first();
    if (await present(next)) await click(next);
    let faqOpened = false;
    const homeFaq = page.locator('[data-track="faq_question_click"]').first();
    if (await present(homeFaq)) await click(homeFaq), (faqOpened = true);

    // The floating WhatsApp and e-mail links: outbound clicks, marked or not.
    const floating = page.locator("div.fixed.bottom-4");
    await click(floating.locator('a[href^="https://wa.me/"]'), at(current, "outbound_click", { channel: "whatsapp", url_host: "wa.me", ref: "REF" }));
    await click(floating.locator('a[href^="mailto:"]'), at(current, "outbound_click", { channel: "email" }));

    // Client-side navigation: the footer's FAQ link (a question opened
    // there if not on the home page), its Projects link, then a project.
    await click(page.locator("footer").getByRole("link", { name: "FAQ", exact: true }));
    await expect(page).toHaveURL(/\/en\/faq$/);
    pageView("/en/faq");
    const faq = page.locator('main [data-track="faq_question_click"]').first();
    if (!faqOpened && (await faq.count())) await click(faq);
    await click(page.locator("footer").getByRole("link", { name: "Projects", exact: true }));
    await expect(page).toHaveURL(/\/en\/projects$/);
    pageView("/en/projects");
    const card = page.locator('main [data-track="project_card_click"]').first();
    await expect(card).toBeVisible(); // the route renders after the URL changes
    await click(card);
    await expect(page).toHaveURL(/\/en\/project\/\d+$/);
    pageView(new URL(page.url()).pathname);

    // The page's clock runs past every timer of the tracker: whatever it
    // holds is sent now, and nothing is left to send later. What it sent is
    // exactly what the visitor did, every batch was taken (202), and the
    // server stores exactly that: nothing more can arrive.
    await page.clock.runFor(PAST_THE_TRACKERS_TIMERS);
    await allSent();
    expect(sent.filter((e) => e.referrer)).toEqual([]); // typed in: no referrer
    for (const r of posts) expect((await r.response())?.status(), "POST /api/events").toBe(202);
    // Sections: on the home page only, each once; the hero at load, the footer's contact at the bottom.
    const seen = sectionViews().map((e) => `${e.path} ${e.props?.section}`);
    expect(seen).toEqual([...new Set(seen)]);
    expect(seen).toEqual(expect.arrayContaining(["/en/home hero", "/en/home contact"]));
    expect(seen.filter((s) => !s.startsWith("/en/home "))).toEqual([]);
    const want = expectedDelta([...expected, ...sectionViews()]);
    await expect.poll(() => delta(before, report()), { timeout: 10_000 }).toEqual(want);
    expect(foreign, "requests to another origin").toEqual([]);
  });

  test("a page being left sends what waits at once", async ({ page, baseURL }) => {
    await page.addInitScript(stayOnSite);
    const { sent, foreign } = watch(page, new URL(baseURL!).origin);
    const before = report();
    await page.goto("/a/ar/faq");
    await hydrated(page, "ar");
    await expect.poll(() => sent.length).toBe(1); // the page view, after the tracker's short wait
    await page.locator('div.fixed.bottom-4 a[href^="mailto:"]').click();
    await page.goto("/en/terms-of-usage"); // well within the wait: only leaving the page can send the click
    await hydrated(page, "en");
    await expect
      .poll(() => withoutFunnel(delta(before, report())), { timeout: 10_000 })
      .toEqual({
        "event page_view": 2,
        // The floating e-mail button names itself: its click and the outbound click it lends its name to.
        "event button_click": 1,
        "event outbound_click": 1,
        "button button_click email_float": 1,
        "button outbound_click email_float": 1,
        "page /a/ar/faq": 1,
        "page /en/terms-of-usage": 1,
        "lang ar": 1,
        "lang en": 1,
      });
    expect(foreign).toEqual([]);
  });

  test("a form abandoned as the page is left reaches the database", async ({ page, baseURL }) => {
    await page.clock.install(); // scrollSteps runs the tracker's throttle on it
    const { foreign } = watch(page, new URL(baseURL!).origin);
    const before = report();
    // Wide enough for the desktop navigation, whose "Contact us" link opens
    // the contact page at its top (the free-consultation links scroll to the
    // form, adding a scroll depth),
    // and tall enough to show the form's first fields there, so filling them
    // scrolls nothing.
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.goto("/en/about");
    await hydrated(page, "en");
    // The form mounts after the tracker (a client-side navigation), so its
    // pagehide listener runs after the tracker's: the tracker must still send.
    const link = page.locator('header a[href="/en/contact"]').filter({ visible: true }).first();
    const marked = await markedEvent(link, "/en/about");
    await link.click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.getByRole("textbox", { name: messages.en.consultation.fields.name.label }).fill("Private Name");
    await page.getByRole("textbox", { name: messages.en.consultation.fields.email.label }).focus();
    // Filling the form scrolls it into view: as far as the page's length makes that go.
    const depth = await scrollSteps(page);
    await page.goto("/en/faq");
    await hydrated(page, "en");
    const view = (path: string): SentEvent => ({ name: "page_view", path });
    const events = [view("/en/about"), ...(marked ? [marked] : []), view("/en/contact"), view("/en/faq")];
    for (const percent of depth) events.push({ name: "scroll_depth", path: "/en/contact", props: { percent } });
    events.push({ name: "form_start", path: "/en/contact" }, { name: "form_abandonment", path: "/en/contact" });
    await expect.poll(() => withoutFunnel(delta(before, report())), { timeout: 10_000 }).toEqual(withoutFunnel(expectedDelta(events)));
    expect(foreign).toEqual([]);
  });

  for (const [signal, script] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`with ${signal} on, nothing is sent`, async ({ page, baseURL }) => {
      await page.addInitScript(stayOnSite);
      await page.addInitScript(script);
      await page.clock.install();
      const { foreign, posts } = watch(page, new URL(baseURL!).origin);
      const before = report();
      await page.goto("/en/home");
      await hydrated(page, "en");
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.locator('div.fixed.bottom-4 a[href^="https://wa.me/"]').click();
      await page.locator("footer").getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/faq$/);
      await page.goto("/en/privacy-policy"); // a page left: what waits would be sent now
      await hydrated(page, "en");
      // Past the tracker's wait on the page's clock: a tracker would have
      // sent the last page's view by now.
      await page.clock.runFor(PAST_THE_TRACKERS_TIMERS);
      expect(posts.map((r) => r.url())).toEqual([]);
      expect(delta(before, report())).toEqual({});
      expect(foreign).toEqual([]);
    });
  }
});
