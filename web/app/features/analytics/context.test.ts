import { describe, expect, it } from "vitest";
import { pageContext, screenClass } from "./context";

describe("screenClass", () => {
  it.each([
    { name: "small phone", width: 320, want: "s" },
    { name: "last small", width: 599, want: "s" },
    { name: "first medium", width: 600, want: "m" },
    { name: "last medium", width: 1023, want: "m" },
    { name: "first large", width: 1024, want: "l" },
    { name: "last large", width: 1439, want: "l" },
    { name: "first extra large", width: 1440, want: "xl" },
    { name: "4k", width: 3840, want: "xl" },
  ])("$name: $width px is $want", ({ width, want }) => {
    expect(screenClass(width)).toBe(want);
  });
});

describe("pageContext", () => {
  it.each([
    {
      name: "a campaign link",
      search: "?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=x",
      want: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", browser_language: "en", screen: "l" },
    },
    { name: "no query", search: "", want: { browser_language: "en", screen: "l" } },
    { name: "empty and blank values", search: "?utm_source=&utm_medium=%20%20", want: { browser_language: "en", screen: "l" } },
    {
      name: "what the server refuses is taken out",
      search: "?utm_campaign=a%0Ab%E2%80%AEc%E2%80%8B",
      want: { utm_campaign: "abc", browser_language: "en", screen: "l" },
    },
    { name: "cut to 100 characters", search: `?utm_source=${"é".repeat(150)}`, want: { utm_source: "é".repeat(100), browser_language: "en", screen: "l" } },
  ])("$name", ({ search, want }) => {
    expect(pageContext(search, "en-GB", 1280)).toEqual(want);
  });

  it.each([
    { name: "region dropped", language: "ar-EG", want: "ar" },
    { name: "lower case", language: "TR", want: "tr" },
    { name: "three letters", language: "fil-PH", want: "fil" },
    { name: "not a language", language: "x-private", want: undefined },
    { name: "none", language: undefined, want: undefined },
  ])("browser language: $name", ({ language, want }) => {
    expect(pageContext("", language, 0).browser_language).toBe(want);
  });

  it("leaves the screen class out when the width is unknown", () => {
    expect(pageContext("", "en", 0)).toEqual({ browser_language: "en" });
  });
});
