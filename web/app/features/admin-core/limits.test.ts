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
