import { describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n";
import { fr } from "~/locales/fr";
import { searchZones, isUtc, zoneList, zoneName, zoneOffset } from "./zones";

describe("zones", () => {
  const zones = ["America/New_York", "America/Sao_Paulo", "Asia/Riyadh", "Europe/Istanbul", "Europe/Paris", "Pacific/Noumea"];

  it("finds a zone by city, ignoring case, accents and underscores", () => {
    expect(searchZones(zones, "new york")).toEqual(["America/New_York"]);
    expect(searchZones(zones, "São")).toEqual(["America/Sao_Paulo"]);
    expect(searchZones(zones, "europe/par")).toEqual(["Europe/Paris"]);
  });

  it("lists the zones whose city starts with the query first", () => {
    expect(searchZones(zones, "pa")).toEqual(["Europe/Paris", "America/Sao_Paulo", "Pacific/Noumea"]);
  });

  it("lists every zone for an empty query, up to the limit", () => {
    expect(searchZones(zones, " ", 3)).toEqual(zones.slice(0, 3));
  });

  it("keeps a zone the browser lists under another name", () => {
    const list = zoneList("Asia/Calcutta");
    expect(list).toContain("Asia/Calcutta");
    expect(list).toContain("Europe/Istanbul");
    expect(new Set(list).size).toBe(list.length);
  });

  it("writes a zone and its offset for people", () => {
    expect(zoneName("America/New_York")).toBe("America/New York");
    expect(zoneOffset("Europe/Istanbul", "en-GB", new Date("2026-12-01T00:00:00Z"))).toBe("GMT+3");
  });

  it("says UTC as a time, not a place, and a city as a place", () => {
    const t = i18nFor("fr", fr).t;
    expect(isUtc("Etc/UTC") && isUtc("UTC") && !isUtc("Europe/Paris")).toBe(true);
    expect(t("booking.zone.shownInUtc")).toBe("Horaires affichés à l’heure UTC.");
    expect(t("booking.zone.agencyUtc", { time: "09:00" })).toBe("Nous sommes à l’heure UTC (il est 09:00).");
  });
});
