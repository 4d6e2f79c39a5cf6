import { describe, expect, it } from "vitest";
import { isSector, sectors, sectorServices } from "./sectors";
import { serviceNamesIn } from "./services";

describe("sectors", () => {
  it("each name one of the services a request may name", () => {
    const values = serviceNamesIn("en").map((s) => s.id);
    for (const service of Object.values(sectorServices)) expect(values).toContain(service);
  });
  it("are six, in the service cards' order", () => {
    expect(sectors).toEqual(["realEstate", "nonprofit", "wellMosque", "ecommerce", "religious", "custom"]);
  });
  it("tell a sector from anything else", () => {
    expect(isSector("ecommerce")).toBe(true);
    expect(isSector("shop")).toBe(false);
    expect(isSector(null)).toBe(false);
  });
});

describe("the sector filter's stylesheet rules", () => {
  it("hide the other sectors' cards for every sector before hydration", async () => {
    const { readFileSync } = await import("node:fs");
    const css = readFileSync(`${process.cwd()}/app/styles/app.css`, "utf8"); // vitest runs in web/
    for (const sector of sectors) {
      expect(css).toContain(`html[data-sector-filter="${sector}"] li[data-sector]:not([data-sector="${sector}"])`);
    }
  });
});
