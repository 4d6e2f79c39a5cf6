import { describe, expect, it } from "vitest";
import { caseStudyIn } from "~/content/projects/case-studies";
import { projectIn } from "~/content/projects/cards";
import { projectStructuredData } from "./project-json-ld";

describe("projectStructuredData", () => {
  it("describes a public app as a SoftwareApplication made by the agency for its client", () => {
    const stores = { appStore: "https://apps.apple.com/app/id1", googlePlay: "https://play.google.com/store/apps/details?id=com.example.attar" };
    const data = projectStructuredData(projectIn(3, "fr")!, { ...caseStudyIn(3, "fr")!, stores }, "fr", "Nuqta Studio");
    expect(data["@type"]).toBe("SoftwareApplication");
    expect(data.name).toBe("Attar — plantes et produits bio");
    expect(data.inLanguage).toBe("fr");
    expect(data.operatingSystem).toBe("iOS, Android, Web");
    expect(data.creator).toEqual({ "@type": "Organization", name: "Nuqta Studio" });
    expect(data.funder).toEqual({ "@type": "Organization", name: "Attar Organics" });
    expect(data.sameAs).toEqual([stores.appStore, stores.googlePlay]);
    expect(data.screenshot).toContain("/images/projects/3-web.svg");
  });
  it("names no store for an app that is not public", () => {
    const data = projectStructuredData(projectIn(8, "en")!, { ...caseStudyIn(8, "en")!, stores: {} }, "en", "Nuqta Studio");
    expect(data.operatingSystem).toBe("Web");
    expect(data).not.toHaveProperty("sameAs");
  });
});
