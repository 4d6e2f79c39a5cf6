import { describe, expect, it } from "vitest";
import config from "./site.json";
import { languages, pages } from "./site";

describe("site configuration", () => {
  it("lists the same languages as the typed list", () => {
    expect(config.languages).toEqual([...languages]);
  });
  it("lists the same pages as the typed list", () => {
    expect(config.pages).toEqual([...pages]);
  });
  it("has a default language among the languages", () => {
    expect(languages).toContain(config.defaultLanguage);
  });
  it("uses fictional contact details only", () => {
    for (const v of Object.values(config.variants)) {
      expect(v.email).toMatch(/@example\.com$/);
      expect(v.whatsappNumber).toMatch(/^1555/);
    }
  });
});
