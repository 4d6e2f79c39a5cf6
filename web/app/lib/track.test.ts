import { describe, expect, it } from "vitest";
import catalogue from "../../../internal/analytics/catalogue.json";
import { MAX_EARLY_EVENTS, TRACK_EVENT, takeEarlyEvents, track, trackAttrs } from "./track";

describe("trackAttrs", () => {
  it("names the event and each property", () => {
    expect(trackAttrs("start_now_click", { button_name: "start_now", index: 2 })).toEqual({
      "data-track": "start_now_click",
      "data-track-button_name": "start_now",
      "data-track-index": "2",
    });
  });
  it("leaves out undefined properties", () => {
    expect(trackAttrs("more_projects_click", { button_name: undefined })).toEqual({ "data-track": "more_projects_click" });
  });
  it("only accepts events of the catalogue", () => {
    expect(Object.keys(catalogue.events)).toContain("faq_question_click");
    // @ts-expect-error: not an event of the catalogue
    trackAttrs("not_an_event");
    // @ts-expect-error: not a property of this event
    trackAttrs("more_projects_click", { percent: 3 });
  });
});

describe("track", () => {
  it("announces the event on the window", () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listener);
    track("form_submission", { form_name: "consultation", success: true });
    window.removeEventListener(TRACK_EVENT, listener);
    expect(seen).toEqual([{ event: "form_submission", props: { form_name: "consultation", success: true } }]);
  });

  it("keeps what nobody took, at most MAX_EARLY_EVENTS, until the tracker takes it", () => {
    takeEarlyEvents(); // what earlier tests announced
    const take = (e: Event) => e.preventDefault(); // as the tracker does
    window.addEventListener(TRACK_EVENT, take);
    track("form_submission", { form_name: "consultation" });
    window.removeEventListener(TRACK_EVENT, take);
    expect(takeEarlyEvents()).toEqual([]);
    for (let i = 0; i < MAX_EARLY_EVENTS + 5; i++) track("form_abandonment", { form_name: "consultation", last_field: `f${i}` });
    const early = takeEarlyEvents();
    expect(early).toHaveLength(MAX_EARLY_EVENTS);
    expect(early[0]).toEqual({ event: "form_abandonment", props: { form_name: "consultation", last_field: "f0" } });
    expect(takeEarlyEvents()).toEqual([]);
  });
});
