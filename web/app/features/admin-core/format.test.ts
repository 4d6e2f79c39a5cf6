import { describe, expect, it } from "vitest";
import { labelled } from "./format";

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
