import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeEarlyEvents, track, trackAttrs } from "~/lib/track";
import { FLUSH_DELAY_MS, type WireEvent } from "./queue";
import type { ObserverFactory } from "./sections";
import { MAX_ERRORS, startTracker, type Tracker } from "./tracker";

let sent: string[];
let tracker: Tracker | undefined;
const send = (body: string) => void sent.push(body);
const all = () => sent.flatMap((b) => (JSON.parse(b) as { events: WireEvent[] }).events);
/** The events without their page-load context (tested on its own below). */
const received = () => all().map(({ utm_source: _s, utm_medium: _m, utm_campaign: _c, browser_language: _l, screen: _w, ...event }) => event);
const names = () => received().map((e) => e.name);

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

const stayOnPage = (e: Event) => e.preventDefault(); // jsdom cannot follow links

beforeEach(() => {
  document.addEventListener("click", stayOnPage);
  vi.useFakeTimers();
  takeEarlyEvents(); // a new page load: what earlier tests announced with no tracker is gone
  sent = [];
  history.replaceState(null, "", "/a/ar/faq");
  document.body.innerHTML = "";
});
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  tracker?.stop();
  tracker = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
});

describe("startTracker", () => {
  it("reports a page view with the page's path after a short wait", () => {
    tracker = startTracker(send);
    tracker!.pageView();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(received()).toEqual([{ name: "page_view", path: "/a/ar/faq" }]);
  });

  it("sends the referrer with the first page view only", () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.google.com/");
    tracker = startTracker(send);
    tracker!.pageView();
    history.pushState(null, "", "/en/projects");
    tracker!.pageView();
    tracker!.stop();
    expect(received()).toEqual([
      { name: "page_view", path: "/a/ar/faq", referrer: "https://www.google.com/" },
      { name: "page_view", path: "/en/projects" },
    ]);
  });

  it("turns clicks on marked elements and outbound links into events of the page clicked", () => {
    history.replaceState(null, "", "/en/home");
    document.body.innerHTML =
      `<button data-track="next_click" data-track-button_name="hero_next" data-track-carousel="hero" data-track-index="1">Next</button>` +
      `<a href="https://wa.me/1" target="_blank">WhatsApp</a>`;
    tracker = startTracker(send);
    document.querySelector("button")!.click();
    document.querySelector("a")!.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    document.querySelector("a")!.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 2 })); // a right click
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(received()).toEqual([
      { name: "next_click", path: "/en/home", props: { button_name: "hero_next", carousel: "hero", index: 1 } },
      { name: "outbound_click", path: "/en/home", props: { channel: "whatsapp", url_host: "wa.me", ref: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}$/) } },
    ]);
  });

  it("hears clicks whose propagation a component stopped", () => {
    document.body.innerHTML = `<div><button ${Object.entries(trackAttrs("more_projects_click", { button_name: "more_projects" }))
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")}>More</button></div>`;
    document.querySelector("div")!.addEventListener("click", (e) => e.stopPropagation());
    tracker = startTracker(send);
    document.querySelector("button")!.click();
    tracker!.stop();
    expect(names()).toEqual(["more_projects_click"]);
  });

  it("reports what track() announces", () => {
    tracker = startTracker(send);
    track("form_submission", { form_name: "consultation", success: true });
    track("form_abandonment", { form_name: "consultation", last_field: "email" });
    tracker!.stop();
    expect(received().map((e) => [e.name, e.props])).toEqual([
      ["form_submission", { form_name: "consultation", success: true }],
      ["form_abandonment", { form_name: "consultation", last_field: "email" }],
    ]);
  });

  it("sends what was announced before it started: a change React hands the form while the page hydrates, before the effects that start it", () => {
    track("form_start", { form_name: "consultation" });
    tracker = startTracker(send);
    tracker!.pageView();
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(received()).toEqual([
      { name: "form_start", path: "/a/ar/faq", props: { form_name: "consultation" } },
      { name: "page_view", path: "/a/ar/faq" },
    ]);
  });

  it.each([
    ["the page is hidden", () => setVisibility("hidden")],
    ["the page is left", () => window.dispatchEvent(new Event("pagehide"))],
  ])("sends at once when %s", (_, leave) => {
    tracker = startTracker(send);
    tracker!.pageView();
    setVisibility("visible");
    expect(sent).toEqual([]);
    leave();
    expect(names()).toEqual(["page_view"]);
  });

  it("sends at once what is announced while the page is being left", () => {
    tracker = startTracker(send);
    window.dispatchEvent(new Event("pagehide"));
    track("form_abandonment", { form_name: "consultation", last_field: "email" }); // a pagehide listener registered after ours
    expect(names()).toEqual(["form_abandonment"]);
  });

  it("waits again once the page is shown again", () => {
    tracker = startTracker(send);
    setVisibility("hidden");
    setVisibility("visible");
    track("form_submission", { form_name: "consultation" });
    expect(sent).toEqual([]);
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    tracker!.pageView();
    expect(names()).toEqual(["form_submission"]); // sent on pagehide; the two page views wait
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(names()).toEqual(["form_submission", "page_view", "page_view"]);
  });

  it("reports a page view when the page comes back from the back/forward cache", () => {
    tracker = startTracker(send);
    tracker!.pageView();
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false })); // a normal load: the component reports it
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    tracker!.stop();
    expect(names()).toEqual(["page_view", "page_view"]);
  });

  it("reports scroll depth, and starts over on the next page view", () => {
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(4_000);
    vi.stubGlobal("innerHeight", 1_000);
    tracker = startTracker(send);
    tracker!.pageView();
    vi.stubGlobal("scrollY", 3_000);
    window.dispatchEvent(new Event("scroll"));
    vi.stubGlobal("scrollY", 0);
    history.pushState(null, "", "/a/ar/project/2");
    tracker!.pageView();
    vi.advanceTimersByTime(1_000);
    vi.stubGlobal("scrollY", 100);
    window.dispatchEvent(new Event("scroll"));
    tracker!.stop();
    expect(received().map((e) => `${e.name} ${e.props?.percent ?? ""} ${e.path}`)).toEqual([
      "page_view  /a/ar/faq",
      "scroll_depth 25 /a/ar/faq",
      "scroll_depth 50 /a/ar/faq",
      "scroll_depth 75 /a/ar/faq",
      "scroll_depth 100 /a/ar/faq",
      "page_view  /a/ar/project/2",
      "scroll_depth 25 /a/ar/project/2",
    ]);
  });

  it("reports uncaught errors, shortened, a few per page load", () => {
    tracker = startTracker(send);
    window.dispatchEvent(new ErrorEvent("error", { message: "x".repeat(300), filename: "https://site.example/assets/a.js?v=1", lineno: 12 }));
    const rejection = new Event("unhandledrejection") as Event & { reason: unknown };
    rejection.reason = new Error("failed to load");
    window.dispatchEvent(rejection);
    for (let i = 0; i < MAX_ERRORS + 3; i++) window.dispatchEvent(new ErrorEvent("error", { message: `again ${i}` }));
    tracker!.stop();
    const errors = received().filter((e) => e.name === "javascript_error");
    expect(errors).toHaveLength(MAX_ERRORS);
    expect(errors[0]!.props).toEqual({ message: "x".repeat(256), source: "https://site.example/assets/a.js", line: 12 });
    expect(errors[1]!.props).toEqual({ message: "failed to load" });
  });

  it("sends an error message on one line, without what the server refuses in event text", () => {
    tracker = startTracker(send);
    window.dispatchEvent(new ErrorEvent("error", { message: "first line\nsecond\u202eline\u200b\u0000" }));
    tracker!.stop();
    const [error] = received().filter((e) => e.name === "javascript_error");
    expect(error!.props).toEqual({ message: "first line second line  " });
  });

  it("stop sends what waits and stops listening", () => {
    tracker = startTracker(send);
    tracker!.pageView();
    tracker!.stop();
    expect(names()).toEqual(["page_view"]);
    track("form_submission", { form_name: "consultation" });
    document.body.click();
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
    expect(names()).toEqual(["page_view"]);
  });

  it.each([
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do Not Track", { doNotTrack: "1" }],
  ])("does not start, and sends nothing, with %s on", (_, signal) => {
    track("form_start", { form_name: "consultation" }); // before the start
    vi.stubGlobal("navigator", { ...signal, sendBeacon: vi.fn(() => true) });
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    tracker = startTracker(); // the real transport
    expect(tracker).toBeUndefined();
    document.body.innerHTML = `<a href="mailto:a@b.example" data-track="button_click" data-track-button_name="mail">Mail</a>`;
    document.querySelector("a")!.click();
    track("form_submission", { form_name: "consultation" });
    window.dispatchEvent(new Event("pagehide"));
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the landing URL's utm fields, the browser's language and the screen class with every event of the page load", () => {
    history.replaceState(null, "", "/en/home?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&x=1");
    vi.spyOn(navigator, "language", "get").mockReturnValue("ar-EG");
    vi.spyOn(screen, "width", "get").mockReturnValue(390);
    tracker = startTracker(send);
    tracker!.pageView();
    history.pushState(null, "", "/en/projects"); // a client-side navigation keeps them
    tracker!.pageView();
    tracker!.stop();
    const context = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring sale", browser_language: "ar", screen: "s" };
    expect(all()).toEqual([
      { name: "page_view", path: "/en/home", ...context },
      { name: "page_view", path: "/en/projects", ...context },
    ]);
  });

  it("writes the page view's reference into a WhatsApp link's message when it is clicked, and sends it with the click", () => {
    history.replaceState(null, "", "/a/en/home");
    document.body.innerHTML = `<a href="https://wa.me/15550100200">Chat</a><a href="https://wa.me/15550100100?text=Hello%20there">Hello</a>`;
    const [bare, message] = Array.from(document.querySelectorAll("a"));
    tracker = startTracker(send);
    tracker!.pageView();
    bare!.click();
    message!.click();
    message!.click(); // the same reference, once
    history.pushState(null, "", "/a/en/faq");
    tracker!.pageView();
    message!.click(); // a new page view, a new reference
    tracker!.stop();
    const refs = received().filter((e) => e.name === "outbound_click").map((e) => e.props!.ref as string);
    expect(refs[0]).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(refs.slice(0, 3)).toEqual([refs[0], refs[0], refs[0]]);
    expect(bare!.href).toBe(`https://wa.me/15550100200?text=Ref%20${refs[0]}`);
    expect(decodeURIComponent(message!.href.split("text=")[1]!)).toBe(`Hello there\n\nRef ${refs[3]}`);
    expect(refs[3]).not.toBe(refs[0]); // 1 chance in 1,048,576 of a false failure
  });

  it("reports each marked section of the home page once per page view when half of it is seen, and none elsewhere", () => {
    let callback: IntersectionObserverCallback = () => {};
    const watched: Element[] = [];
    const observe: ObserverFactory = (cb) => {
      callback = cb;
      watched.length = 0;
      return { observe: (el) => void watched.push(el), disconnect: () => void (watched.length = 0) };
    };
    const see = (el: Element, visible: number) =>
      callback([{ target: el, intersectionRect: { height: visible }, boundingClientRect: { height: 800 }, rootBounds: { height: 900 } } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    history.replaceState(null, "", "/ar/home");
    document.body.innerHTML = `<div data-section="hero"></div><div data-section="services"></div><footer><div data-section="contact"></div></footer>`;
    tracker = startTracker(send, observe);
    tracker!.pageView();
    expect(watched.map((el) => el.getAttribute("data-section"))).toEqual(["hero", "services", "contact"]);
    const [hero, services] = watched;
    see(hero!, 800);
    see(hero!, 800);
    see(services!, 300); // under half
    see(services!, 400);
    history.pushState(null, "", "/ar/faq");
    tracker!.pageView();
    expect(watched).toEqual([]);
    tracker!.stop();
    expect(received().filter((e) => e.name === "section_view").map((e) => e.props)).toEqual([{ section: "hero" }, { section: "services" }]);
  });
});
