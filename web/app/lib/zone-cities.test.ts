import { describe, expect, it } from "vitest";
import { cityOf } from "./zone-cities";

describe("cityOf", () => {
  it("names a zone by its city, in the language where it is known", () => {
    expect(cityOf("en", "America/New_York")).toBe("New York");
    expect(cityOf("ar", "Europe/Istanbul")).toBe("إسطنبول");
    expect(cityOf("ar", "Asia/Riyadh")).toBe("الرياض");
    expect(cityOf("fr", "Asia/Kolkata")).toBe("Kolkata");
    expect(cityOf("tr", "UTC")).toBe("UTC");
  });
});
