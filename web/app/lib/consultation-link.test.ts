import { describe, expect, it } from "vitest";
import { consultationHref, consultationPreset } from "./consultation-link";

describe("consultation links", () => {
  it.each([
    { name: "service and project", preset: { service: "ecommerce", project: 3 }, want: "/en/contact?service=ecommerce&project=3#consultation" },
    { name: "service only", preset: { service: "custom-apps" }, want: "/en/contact?service=custom-apps#consultation" },
    { name: "nothing", preset: {}, want: "/en/contact#consultation" },
  ])("builds $name", ({ preset, want }) => {
    expect(consultationHref("/en/contact", preset)).toBe(want);
  });

  it.each([
    { name: "both", search: "?service=ecommerce&project=3", want: { service: "ecommerce", project: 3 } },
    { name: "a project that is not a number", search: "?project=3x", want: {} },
    { name: "an empty service", search: "?service=&project=12", want: { project: 12 } },
    { name: "no query", search: "", want: {} },
  ])("reads $name", ({ search, want }) => {
    expect(consultationPreset(search)).toEqual(want);
  });

  it("reads back what it builds", () => {
    const href = consultationHref("/a/ar/contact", { service: "well-mosque", project: 2 });
    expect(consultationPreset(href.slice(href.indexOf("?"), href.indexOf("#")))).toEqual({ service: "well-mosque", project: 2 });
  });
});
