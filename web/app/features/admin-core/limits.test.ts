import { describe, expect, it } from "vitest";
import { mediaTexts } from "~/features/admin-studio/media-texts";
import limitsJSON from "../../config/limits.json";
import { count, limits } from "./limits";

// One home for each limit (issue 36): config/limits.json, which the server
// reads too (web.Limits). A number written again into a text would keep the
// old value when the JSON changes; these find the JSON's numbers in every
// language's words.
describe("limits stated from limits.json", () => {
  it("reads every number of the file", () => {
    const { $comment: _, ...numbers } = limitsJSON;
    expect(limits).toEqual(numbers);
  });

  it("states the upload limits in every language from the file", () => {
    for (const [lang, mt] of Object.entries(mediaTexts)) {
      expect(mt.uploadHint, lang).toContain(String(limits.uploadMaxMB));
      expect(mt.upload_errors.too_large, lang).toContain(String(limits.uploadMaxMB));
      const pixels = mt.upload_errors.too_many_pixels ?? "";
      expect(pixels, lang).toContain(String(limits.pictureMaxMegapixels));
      expect(pixels, lang).toContain(String(limits.heroMaxMegapixels));
      expect([count(lang, limits.pictureMaxSide), String(limits.pictureMaxSide)].some((n) => pixels.includes(n)), lang).toBe(true);
    }
  });
});

// A form's maximum written as a number would be a second home, silently
// wrong when limits.json (or internal/leads/schema.json) changes: every
// maxLength of a form reads the file the server checks by.
describe("form maxima", () => {
  const sources = import.meta.glob<string>("../**/*.tsx", { query: "?raw", import: "default", eager: true });
  // The WhatsApp reference search box: room for a pasted reference with
  // spaces around it, which the server trims; not a limit it checks.
  const searchBoxes = ["../admin-analytics/whatsapp-ref-page.tsx: 8"];

  it("are read from the files the server reads, never written as numbers", () => {
    const literals = Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(/maxLength=\{\s*(\d[\d_]*)\s*\}/g)].map((m) => `${path}: ${m[1]}`),
    );
    expect(literals).toEqual(searchBoxes);
  });
});
