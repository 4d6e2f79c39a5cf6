import { describe, expect, it } from "vitest";
import { cutAsShown, length, shownLength } from "./search-snippet";

describe("a page's texts as a search result shows them", () => {
  it("leaves a text that fits as it is", () => {
    expect(cutAsShown("Our projects | Nuqta Studio", shownLength.title)).toBe("Our projects | Nuqta Studio");
  });

  it("cuts a long title at the last word that fits, with an ellipsis", () => {
    const title = "Des applications mobiles et web qui font grandir votre activité | Nuqta Studio";
    const shown = cutAsShown(title, shownLength.title);
    expect(shown).toBe("Des applications mobiles et web qui font grandir votre…");
    expect(length(shown)).toBeLessThanOrEqual(shownLength.title + 1);
  });

  it("cuts Arabic between words too, and drops the punctuation before the ellipsis", () => {
    const text = "استوديو نقطة يصمّم ويطوّر تطبيقات الجوال والويب، للشركات والمؤسسات";
    expect(cutAsShown(text, 50)).toBe("استوديو نقطة يصمّم ويطوّر تطبيقات الجوال والويب…");
  });

  it("cuts inside a word only when no space is near the limit", () => {
    expect(cutAsShown("Ayrıcalıklıtakımlardanmısınız evet", 10)).toBe("Ayrıcalıkl…");
  });

  it("counts letters as a reader does", () => {
    expect(length("café")).toBe(4);
    expect(length("e\u0301")).toBe(1);
    expect(length("👍🏽 ok")).toBe(4);
  });
});
