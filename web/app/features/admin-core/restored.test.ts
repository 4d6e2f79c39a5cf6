// @vitest-environment node
import { describe, expect, it } from "vitest";
import { itemByKey, publishSummary, restoredText } from "./restored";

describe("a restore, said in the reader's language", () => {
  const item = { summary: "", restoredFrom: 12, restoredItem: "/testimonials/khalid" };
  const site = { summary: "", restoredFrom: 7, restoredItem: "" };
  const title = (p: string) => (p === "/testimonials/khalid" ? "Testimonials › Khalid" : p);

  it("names the item and the version, in four languages", () => {
    expect(restoredText("en", item, title)).toBe("Restored Testimonials › Khalid to version 12");
    expect(restoredText("en", site)).toBe("Restored the whole site to version 7");
    expect(restoredText("ar", item)).toBe("استعادة آراء العملاء › khalid إلى النسخة 12");
    expect(restoredText("ar", site)).toBe("استعادة الموقع كله إلى النسخة 7");
    expect(restoredText("fr", item)).toBe("Élément restauré à la version 12\u00a0: Témoignages › khalid");
    expect(restoredText("fr", site)).toBe("Tout le site restauré à la version 7");
    expect(restoredText("tr", { ...item, restoredItem: "/about" })).toBe("Hakkımızda geri yüklendi (sürüm 12)");
    expect(restoredText("tr", site)).toBe("Sitenin tamamı geri yüklendi (sürüm 7)");
  });
  it("keeps a typed summary, and an old restore's English sentence, as they were written", () => {
    expect(publishSummary("fr", { summary: "Nouveau projet", restoredFrom: 0, restoredItem: "" })).toBe("Nouveau projet");
    expect(publishSummary("ar", { summary: "Restored the whole site to version 3" })).toBe("Restored the whole site to version 3");
    expect(publishSummary("ar", { summary: "" })).toBe("");
    expect(publishSummary("en", site)).toBe("Restored the whole site to version 7");
  });
  it("names an item by its family and key when no title is at hand", () => {
    expect(itemByKey("en", "/projects/3")).toBe("Projects › 3");
    expect(itemByKey("en", "/unknown/x")).toBe("unknown › x");
  });
});
