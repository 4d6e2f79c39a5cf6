import { describe, expect, it } from "vitest";
import { serviceCards } from "~/features/services/service-cards";
import options from "../../../internal/leads/options.json";
import { isSector, sectors, sectorServices } from "./sectors";

describe("sectors", () => {
  it("are the home page's service cards", () => {
    expect(sectors).toEqual(serviceCards.map((c) => c.key));
  });
  it("each start a request with one of the form's services", () => {
    const values = options.services.map((s) => s.value);
    for (const service of Object.values(sectorServices)) expect(values).toContain(service);
  });
  it("tell a sector from anything else", () => {
    expect(isSector("ecommerce")).toBe(true);
    expect(isSector("shop")).toBe(false);
    expect(isSector(null)).toBe(false);
  });
});
