import { describe, expect, it } from "vitest";
import {
  frenchTypography,
  frenchTypographyInHTML,
  frenchTypographyProblems,
} from "./french-typography";

describe("frenchTypography: a French text set as the public texts are", () => {
  it.each([
    ["L'équipe", "L\u2019équipe"],
    ["En bref : rien", "En bref\u00a0: rien"],
    ["En bref: rien", "En bref\u00a0: rien"],
    ["Une question ?", "Une question\u202f?"],
    ["Vraiment?!", "Vraiment\u202f?\u202f!"],
    ["Délais ; coûts", "Délais\u202f; coûts"],
    ["« Projet »", "«\u202fProjet\u202f»"],
    ["de 40 %", "de 40\u202f%"],
    ["40%", "40\u202f%"],
  ])("%s", (typed, set) => {
    expect(frenchTypography(typed)).toBe(set);
    expect(frenchTypographyProblems(frenchTypography(typed))).toEqual([]);
  });

  it("is the same when applied again", () => {
    const once = frenchTypography("« L'appli » : 40 % de plus ; vraiment ?");
    expect(frenchTypography(once)).toBe(once);
  });

  it("leaves addresses and times as they are", () => {
    expect(
      frenchTypography(
        "Voir https://exemple.fr/a?b=1;c et mailto:a@b.fr?subject=x",
      ),
    ).toBe("Voir https://exemple.fr/a?b=1;c et mailto:a@b.fr?subject=x");
    expect(frenchTypography("à 14:30")).toBe("à 14:30");
  });

  it("in markup, sets the text only: tags, attributes and character references stay", () => {
    expect(
      frenchTypographyInHTML(
        "<p title='a:b'>Note&nbsp;: l'offre &amp; plus ?</p>",
      ),
    ).toBe("<p title='a:b'>Note\u00a0: l\u2019offre &amp; plus\u202f?</p>");
  });
});
