import { describe, expect, it } from "vitest";
import { hrefOf, linkTargets } from "./link-targets";

describe("the pages a link may point at", () => {
  it("the site's pages by name, then each shown project by its title", () => {
    const working = { projects: [{ id: 8, title: { en: "Car rental", fr: "Location" } }, { id: 9, hidden: true, title: { en: "Hidden" } }] };
    expect(linkTargets(["home", "faq"], { home: "Accueil", faq: "FAQ" }, working, "fr", "Projet : {name}")).toEqual([
      { path: "/home", name: "Accueil" },
      { path: "/faq", name: "FAQ" },
      { path: "/project/8", name: "Projet : Location" },
    ]);
  });

  it("an e-mail address typed becomes a mailto:, anything else stays as typed", () => {
    expect(hrefOf(" hello@nuqta.studio ")).toBe("mailto:hello@nuqta.studio");
    expect(hrefOf("https://example.com/a@b")).toBe("https://example.com/a@b");
    expect(hrefOf("mailto:a@b.co")).toBe("mailto:a@b.co");
  });
});
