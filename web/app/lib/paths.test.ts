import { describe, expect, it } from "vitest";
import { isBackOffice, localePath, parsePath } from "./paths";

describe("parsePath", () => {
  it.each([
    ["/en/home", { variant: "default", lang: "en", hasLanguage: true, rest: "/home" }],
    ["/a/ar/project/3", { variant: "a", lang: "ar", hasLanguage: true, rest: "/project/3" }],
    ["/tr", { variant: "default", lang: "tr", hasLanguage: true, rest: "" }],
    ["/xx/home", { variant: "default", lang: "en", hasLanguage: false, rest: "" }],
    ["/a/nope", { variant: "a", lang: "en", hasLanguage: false, rest: "" }],
    ["/", { variant: "default", lang: "en", hasLanguage: false, rest: "" }],
  ])("%s", (path, want) => {
    expect(parsePath(path)).toEqual(want);
  });
});

describe("localePath", () => {
  it("adds the variant prefix", () => {
    expect(localePath("a", "fr", "/faq")).toBe("/a/fr/faq");
    expect(localePath("default", "ar", "/home")).toBe("/ar/home");
  });
});

describe("isBackOffice", () => {
  it.each([
    ["/admin", true],
    ["/admin/leads/7", true],
    ["/administration", false],
    ["/en/admin", false],
    ["/en/home", false],
  ])("%s: %s", (path, want) => {
    expect(isBackOffice(path)).toBe(want);
  });
});
