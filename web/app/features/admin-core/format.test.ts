import { describe, expect, it } from "vitest";
import { labelled, languageName, regionName } from "./format";

describe("labelled", () => {
  it("puts a no-break space before the colon in French only", () => {
    expect(labelled("fr", "Source", "google")).toBe("Source\u00a0: google");
    expect(labelled("en", "Source", "google")).toBe("Source: google");
    expect(labelled("tr", "Kaynak", "google")).toBe("Kaynak: google");
    expect(labelled("ar", "المصدر", "google")).toBe("المصدر: google");
  });
  it("leaves the value to follow when none is given", () => {
    expect(labelled("fr", "Motif")).toBe("Motif\u00a0: ");
  });
});

describe("languageName", () => {
  it("names a visitor's language in the interface language", () => {
    expect(languageName("fr", "ar")).toBe("arabe");
    expect(languageName("en", "tr")).toBe("Turkish");
    expect(languageName("ar", "fr")).toBe("الفرنسية");
    expect(languageName("tr", "en")).toBe("İngilizce");
  });
  it("leaves an empty or unreadable code as it is", () => {
    expect(languageName("en", "")).toBe("");
    expect(languageName("en", "not a tag")).toBe("not a tag");
  });
});

describe("regionName", () => {
  it("names a country in the interface language", () => {
    expect(regionName("en", "sa")).toBe("Saudi Arabia");
    expect(regionName("fr", "ae")).toBe("Émirats arabes unis");
    expect(regionName("tr", "eg")).toBe("Mısır");
    expect(regionName("ar", "kw")).toBe("الكويت");
  });
  it("leaves what is not a country code as it is", () => {
    expect(regionName("en", "custom")).toBe("custom");
  });
});
