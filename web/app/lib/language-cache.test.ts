import { afterEach, describe, expect, it } from "vitest";
import { detectLanguage, rememberLanguage } from "./language-cache";

afterEach(() => {
  localStorage.clear();
  document.cookie = "i18next=; Max-Age=0; Path=/";
});

describe("rememberLanguage", () => {
  it("keeps the language in both localStorage keys and the cookie the server reads", () => {
    rememberLanguage("ar");
    expect(localStorage.getItem("i18nextLng")).toBe("ar");
    expect(localStorage.getItem("appLanguage")).toBe("ar");
    expect(document.cookie).toContain("i18next=ar");
  });

  it("is what detectLanguage finds on a path without a language", async () => {
    history.replaceState(null, "", "/");
    expect(await detectLanguage()).toBe("en");
    rememberLanguage("tr");
    expect(await detectLanguage()).toBe("tr");
  });
});
