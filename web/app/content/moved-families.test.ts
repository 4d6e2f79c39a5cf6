import { describe, expect, it } from "vitest";
import { languages } from "~/config/site";
import { sanitizeHtml } from "~/lib/sanitize-html";
import schema from "../../../internal/content/schema.json" with { type: "json" };
import { legalIn } from "./legal";
import { footerServicesIn, offeringsIn, sectorNamesIn, serviceCardsIn, serviceNamesIn } from "./services";
import { siteContent } from "./site-content";
import { statisticsIn } from "./statistics";

describe("the statistics", () => {
  it("schema.json's plural categories are each language's, as Intl.PluralRules names them", () => {
    for (const lang of languages) {
      const intl = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect([...schema.plurals[lang]].sort()).toEqual([...intl].sort());
    }
  });
  it("label each number in the form it takes in the page's language", () => {
    expect(statisticsIn("ar").map((s) => [s.value, s.label])).toEqual([
      [30, "شراكة ناجحة"],
      [7000, "تنزيل للتطبيقات"],
      [56, "تقييمًا إيجابيًا"],
      [26, "تطبيقًا منشورًا"],
    ]);
    expect(statisticsIn("en").map((s) => s.label)).toEqual(["Successful collaborations", "App downloads", "Positive reviews", "Published apps"]);
  });
  it("take the form of the number the document gives", () => {
    const doc = structuredClone(siteContent());
    doc.statistics[3]!.value = 2;
    globalThis.__siteContent = doc;
    try {
      expect(statisticsIn("ar")[3]).toMatchObject({ value: 2, label: "تطبيقان منشوران" });
      doc.statistics[3]!.value = 1;
      expect(statisticsIn("en")[3]!.label).toBe("Published app");
      expect(statisticsIn("fr")[3]!.label).toBe("Application publiée");
    } finally {
      globalThis.__siteContent = undefined;
    }
  });
});

describe("the services", () => {
  it("name every service of the form, the cards by sector and the offerings, in each language", () => {
    for (const lang of languages) {
      expect(serviceNamesIn(lang)).toHaveLength(9);
      expect(serviceCardsIn(lang).map((c) => c.sector)).toEqual(["realEstate", "nonprofit", "wellMosque", "ecommerce", "religious", "custom"]);
      expect(footerServicesIn(lang).map((s) => s.id)).toEqual(["custom-apps", "organisation-management", "ecommerce", "store-publishing"]);
      const names = Object.fromEntries(serviceNamesIn(lang).map((s) => [s.id, s.name]));
      for (const card of serviceCardsIn(lang)) expect(card.name).toBe(names[card.service]);
      for (const o of offeringsIn(lang)) expect(o.name).toBe(names[o.id]);
      expect(sectorNamesIn(lang).wellMosque).toBe(names["well-mosque"]);
    }
    expect(serviceNamesIn("fr").find((s) => s.id === "ecommerce")?.name).toBe("Applications de vente en ligne");
  });
});

describe("the privacy policy and the terms", () => {
  it("have six titled sections whose bodies are already what the sanitiser keeps", () => {
    for (const lang of languages) {
      for (const doc of ["privacy", "terms"] as const) {
        const legal = legalIn(doc, lang);
        expect(legal.updated).toMatch(/^\d{4}-\d{2}$/);
        expect(legal.sections).toHaveLength(6);
        for (const s of legal.sections) {
          expect(s.body.startsWith("<p>")).toBe(true);
          expect(sanitizeHtml(s.body)).toBe(s.body.replaceAll('"', "&quot;"));
        }
      }
    }
    expect(legalIn("privacy", "en").sections.find((s) => s.id === "rights")!.body).toContain("{{email}}");
  });
});
