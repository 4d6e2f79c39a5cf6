import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENTS_ENDPOINT, FLUSH_DELAY_MS, MAX_BATCH_BYTES, MAX_BATCH_EVENTS, beacon, createQueue, toBodies, type WireEvent } from "./queue";

const view = (path: string): WireEvent => ({ name: "page_view", path });
const events = (body: string) => (JSON.parse(body) as { events: WireEvent[] }).events;

describe("toBodies", () => {
  it("puts a few events in one body the server reads", () => {
    const bodies = toBodies([view("/en/home"), view("/en/faq")]);
    expect(bodies).toHaveLength(1);
    expect(events(bodies[0]!).map((e) => e.path)).toEqual(["/en/home", "/en/faq"]);
  });
  it("sends nothing for no events", () => {
    expect(toBodies([])).toEqual([]);
  });
  it("splits by count, keeping the order", () => {
    const many = Array.from({ length: MAX_BATCH_EVENTS * 2 + 1 }, (_, i) => view(`/en/project/${i}`));
    const bodies = toBodies(many);
    expect(bodies.map((b) => events(b).length)).toEqual([MAX_BATCH_EVENTS, MAX_BATCH_EVENTS, 1]);
    expect(bodies.flatMap(events)).toEqual(many);
  });
  it("splits by UTF-8 bytes, not characters", () => {
    const arabic = "/ar/" + "م".repeat(500); // 1,000 bytes, 504 characters
    const bodies = toBodies(Array.from({ length: 19 }, () => view(arabic)));
    expect(bodies.length).toBeGreaterThan(1);
    for (const b of bodies) expect(new TextEncoder().encode(b).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(bodies.flatMap(events)).toHaveLength(19);
  });
  it("drops an event too large for any batch, not its neighbours", () => {
    const huge = view("/en/" + "x".repeat(MAX_BATCH_BYTES));
    expect(toBodies([view("/en/home"), huge, view("/en/faq")]).flatMap(events).map((e) => e.path)).toEqual(["/en/home", "/en/faq"]);
  });
});

describe("createQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends one batch a short while after the first event", () => {
    const send = vi.fn();
    const q = createQueue(send);
    q.push(view("/en/home"));
    vi.advanceTimersByTime(FLUSH_DELAY_MS / 2);
    q.push(view("/en/faq")); // does not restart the wait
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_DELAY_MS / 2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(events(send.mock.calls[0]![0]).map((e) => e.path)).toEqual(["/en/home", "/en/faq"]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it("sends at once when a batch is full", () => {
    const send = vi.fn();
    const q = createQueue(send);
    for (let i = 0; i < MAX_BATCH_EVENTS; i++) q.push(view("/en/home"));
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
  it("flush sends what waits and cancels the timer", () => {
    const send = vi.fn();
    const q = createQueue(send);
    q.flush();
    expect(send).not.toHaveBeenCalled(); // nothing waits: no empty batch
    q.push(view("/en/home"));
    q.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("beacon", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses navigator.sendBeacon, which posts text/plain", () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal("navigator", { sendBeacon });
    vi.stubGlobal("fetch", fetch);
    beacon('{"events":[]}');
    expect(sendBeacon).toHaveBeenCalledWith(EVENTS_ENDPOINT, '{"events":[]}');
    expect(fetch).not.toHaveBeenCalled();
  });
  it.each([
    ["refused", { sendBeacon: () => false }],
    ["missing", {}],
  ])("falls back to fetch with keepalive when the beacon is %s", async (_, nav) => {
    const fetch = vi.fn(() => Promise.reject(new Error("offline")));
    vi.stubGlobal("navigator", nav);
    vi.stubGlobal("fetch", fetch);
    beacon("{}");
    expect(fetch).toHaveBeenCalledWith(EVENTS_ENDPOINT, {
      method: "POST",
      body: "{}",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "text/plain" },
    });
    await Promise.resolve(); // the rejection is swallowed, not reported as unhandled
  });
});
