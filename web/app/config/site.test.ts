import { describe, expect, it } from "vitest";
import config from "./site.json";
import { direction, isLanguage, languages, pages } from "./site";

describe("site configuration", () => {
  it("lists the languages in site.json's order", () => {
    expect(languages).toEqual(["en", "ar", "fr", "tr"]);
  });
  it("knows a language by its key only", () => {
    expect(["ar", "de", "", "toString", undefined].map((l) => isLanguage(l))).toEqual([true, false, false, false, false]);
  });
  it("writes Arabic right to left", () => {
    expect(languages.map(direction)).toEqual(["ltr", "rtl", "ltr", "ltr"]);
  });
  it("lists the pages in site.json's order", () => {
    expect(pages).toEqual(["home", "projects", "faq", "privacy-policy", "terms-of-usage", "about", "services", "contact", "book"]);
  });
  it("has a default language among the languages", () => {
    expect(isLanguage(config.defaultLanguage)).toBe(true);
  });
  it("holds no contact details: they are content the studio publishes", () => {
    for (const v of Object.values(config.variants)) expect(Object.keys(v).sort()).toEqual(["prefix", "whatsappMode"]);
  });
});
