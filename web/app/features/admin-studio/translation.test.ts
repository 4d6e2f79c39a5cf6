import { describe, expect, it } from "vitest";
import type { PendingItem } from "./pending";
import { aheadLanguages, defaultLanguageView, hiddenCount, initialLanguageView, shownLanguages, sourceChange } from "./translation";

const languages = ["en", "ar", "fr", "tr"];

describe("the one-language view", () => {
  it("opens with every language on a wide screen, the interface language on a phone", () => {
    expect(defaultLanguageView(1366, "ar", languages)).toBe("all");
    expect(defaultLanguageView(390, "ar", languages)).toBe("ar");
    expect(defaultLanguageView(639, "fr", languages)).toBe("fr");
    expect(defaultLanguageView(640, "fr", languages)).toBe("all");
    // An interface language the content lacks: every language.
    expect(defaultLanguageView(390, "de", languages)).toBe("all");
    expect(defaultLanguageView(390, "tr", ["en", "ar"])).toBe("all");
  });

  it("keeps the browser's choice while it is still one, whatever the width", () => {
    expect(initialLanguageView("all", 390, "ar", languages)).toBe("all");
    expect(initialLanguageView("fr", 1366, "en", languages)).toBe("fr");
    expect(initialLanguageView(null, 390, "ar", languages)).toBe("ar");
    expect(initialLanguageView(null, 1366, "ar", languages)).toBe("all");
    // A language the content no longer has, or junk: the default.
    expect(initialLanguageView("de", 390, "tr", languages)).toBe("tr");
    expect(initialLanguageView("", 1366, "tr", languages)).toBe("all");
  });

  it("shows the chosen language's inputs, and another only where it has a problem", () => {
    expect(shownLanguages("all", languages, "text")).toEqual(languages);
    expect(shownLanguages("ar", languages, "text")).toEqual(["ar"]);
    expect(shownLanguages("ar", languages, "text", { "text.fr": "too_long", "name.tr": "required", "textual.en": "x" })).toEqual(["ar", "fr"]);
    // A plural's form, in the content's order of languages.
    expect(shownLanguages("tr", languages, "count", { "count.en.one": "required" })).toEqual(["en", "tr"]);
    expect(shownLanguages("de", languages, "text")).toEqual(languages);
    expect(hiddenCount("ar", languages)).toBe(3);
    expect(hiddenCount("all", languages)).toBe(0);
  });
});

const sara = {
  id: "sara",
  text: { en: "Orders grew 40% in two months.", ar: "زادت الطلبات ٣٠٪ في شهرين.", fr: "Les commandes ont doublé.", tr: "Siparişler %30 arttı." },
  photo: { media: "m1", alt: { en: "Sara smiling", fr: "Sara souriante" } },
};

function pendingWith(changes: PendingItem["changes"]): PendingItem {
  return { pointer: "/testimonials/sara", kind: "changed", languages: [], changes, authors: [], changedAt: null, ready: null, mine: true, publishable: true, missing: [] };
}

describe("the source's change beside an outdated language", () => {
  it("is behind the written languages that are not outdated themselves", () => {
    expect(aheadLanguages(sara.text, "fr", ["ar", "fr", "tr"], languages)).toEqual(["en"]);
    expect(aheadLanguages(sara.text, "fr", ["fr"], languages)).toEqual(["en", "ar", "tr"]);
    expect(aheadLanguages({ en: "x", ar: "" }, "fr", ["fr"], languages)).toEqual(["en"]);
  });

  it("picks the unpublished changes of the text in the languages ahead", () => {
    const pending = pendingWith([
      { pointer: "/testimonials/sara", field: "text", language: "en", before: "Orders grew 30% in two months.", after: sara.text.en },
      // Arabic changed too, but is behind English now: not the source.
      { pointer: "/testimonials/sara", field: "text", language: "ar", before: "قديم", after: sara.text.ar },
      { pointer: "/testimonials/sara", field: "name", language: "en", before: "Sara", after: "Sara A." },
    ]);
    const got = sourceChange("text", "fr", sara, { text: ["ar", "fr", "tr"] }, pending, languages);
    expect(got).toEqual({ languages: ["en"], changes: [pending.changes[0]] });
  });

  it("shows the languages ahead as they are now when their change is published", () => {
    expect(sourceChange("text", "fr", sara, { text: ["ar", "fr", "tr"] }, null, languages)).toEqual({ languages: ["en"], current: [{ language: "en", text: sara.text.en }] });
    // An added item's change is the whole item: no field of it to show.
    const added = { ...pendingWith([{ pointer: "/testimonials/sara", field: "", language: "", before: null, after: sara }]), kind: "added" as const };
    expect(sourceChange("text", "tr", sara, { text: ["tr"] }, added, languages)).toEqual({
      languages: ["en", "ar", "fr"],
      current: [
        { language: "en", text: sara.text.en },
        { language: "ar", text: sara.text.ar },
        { language: "fr", text: sara.text.fr },
      ],
    });
  });

  it("works for an alt text by its path, and is nothing when no language is ahead", () => {
    const pending = pendingWith([{ pointer: "/testimonials/sara", field: "photo.alt", language: "en", before: "Sara", after: "Sara smiling" }]);
    expect(sourceChange("photo.alt", "fr", sara, { "photo.alt": ["fr"] }, pending, languages)).toEqual({ languages: ["en"], changes: pending.changes });
    expect(sourceChange("text", "fr", { text: { fr: "seul" } }, { text: ["fr"] }, null, languages)).toBeNull();
  });
});
