import { describe, expect, it } from "vitest";
import { copyProblems } from "~/locales/copy-rules";
import { emptyFilters } from "./filters";
import { emptyText, emptyTexts } from "./empty-texts";

const label = (s: string) => ({ won: "Won", new: "New" })[s] ?? s;

describe("emptyText", () => {
  it.each([
    { name: "an empty inbox", filters: {}, spam: false, want: emptyTexts.en.inbox },
    { name: "an empty spam folder", filters: {}, spam: true, want: emptyTexts.en.spam },
    { name: "a status tab", filters: { status: "won" }, spam: false, want: "No request is “Won”." },
    { name: "a status tab of the spam folder", filters: { status: "new" }, spam: true, want: "No spam request is “New”." },
    { name: "a filter", filters: { status: "won", q: "acme" }, spam: false, want: emptyTexts.en.filtered },
    { name: "a filter in the spam folder", filters: { language: "ar" }, spam: true, want: emptyTexts.en.spamFiltered },
  ])("$name", ({ filters, spam, want }) => {
    expect(emptyText("en", label, { ...emptyFilters, ...filters }, spam)).toBe(want);
  });

  it("has every text in every language, as the copy rules want", () => {
    for (const lang of ["ar", "fr", "tr"] as const) {
      expect(Object.keys(emptyTexts[lang]).sort(), lang).toEqual(Object.keys(emptyTexts.en).sort());
      expect(Object.values(emptyTexts[lang]).flatMap((t) => copyProblems(lang, t)), lang).toEqual([]);
    }
  });
});
