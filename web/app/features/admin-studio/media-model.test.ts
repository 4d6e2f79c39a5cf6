import { describe, expect, it } from "vitest";
import { cropsFor, moved, objectPosition, picked } from "./media-model";

const languages = ["en", "ar", "fr", "tr"];

describe("picked", () => {
  it("keeps the alt texts already typed and fills the others from the library's", () => {
    const current = { media: "old", alt: { en: "Booking screen", ar: "" } };
    expect(picked(current, { id: "new", alt: { en: "Library text", ar: "شاشة", fr: "Écran" } }, languages)).toEqual({
      media: "new",
      alt: { en: "Booking screen", ar: "شاشة", fr: "Écran" },
    });
  });
  it("keeps a decorative picture decorative", () => {
    expect(picked({ media: "old", decorative: true }, { id: "new", alt: { en: "x" } }, languages)).toEqual({ media: "new", decorative: true });
  });
  it("turns a site path into the uploaded form with empty alt texts to write", () => {
    expect(picked("/images/projects/1-app.svg", { id: "new" }, languages)).toEqual({ media: "new", alt: {} });
  });
});

describe("crops", () => {
  it("names the crops each page draws: the hero's two, a round avatar, a logo box, none for screens", () => {
    expect(cropsFor("background").map((c) => c.name)).toEqual(["phone", "desktop"]);
    expect(cropsFor("photo")).toEqual([{ name: "avatar", aspect: 1, round: true }]);
    expect(cropsFor("logo")[0]!.contain).toBe(true);
    expect(cropsFor("src")).toEqual([]);
  });
  it("positions the crop as the public Picture does", () => {
    // picture.tsx: `${round(x * 100)}% ${round(y * 100)}%`, to a tenth.
    expect(objectPosition([0.3, 0.655])).toBe("30% 65.5%");
    expect(objectPosition([0.25, 0.75])).toBe("25% 75%");
  });
});

describe("moved", () => {
  it("moves by 5 %, or 1 % with Shift, inside the picture, left to right whatever the direction", () => {
    expect(moved([0.5, 0.5], "ArrowLeft", false)).toEqual([0.45, 0.5]);
    expect(moved([0.5, 0.5], "ArrowDown", true)).toEqual([0.5, 0.51]);
    expect(moved([0.98, 0.02], "ArrowRight", false)).toEqual([1, 0.02]);
    expect(moved([0.98, 0.02], "ArrowUp", false)).toEqual([0.98, 0]);
    expect(moved([0.5, 0.5], "Enter", false)).toBeNull();
  });
});
