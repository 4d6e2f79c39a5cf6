import { describe, expect, it } from "vitest";
import { languages, type Language } from "~/config/site";
import { glossary } from "~/locales/copy-rules";
import { siteContent } from "./site-content";

/** glossaryProblems lists, by path, every text of the content that uses a
 * wording the copy rules' glossary replaced (the glossary covers the
 * interface texts in messages.test.ts; the content document is checked
 * here, so a fixed wording cannot come back through the studio's default). */
function glossaryProblems(value: unknown, path: string): string[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.some(([key]) => (languages as readonly string[]).includes(key))) return entries.flatMap(([key, v]) => glossaryProblems(v, `${path}.${key}`));
  return entries.flatMap(([lang, text]) =>
    typeof text === "string" && lang in glossary ? glossary[lang as Language].filter(([re]) => re.test(text)).map(([, want]) => `${path}.${lang}: write ${want}`) : [],
  );
}

describe("the default content's wording", () => {
  it("follows the copy rules' glossary in every language", () => {
    expect(glossaryProblems(siteContent(), "content")).toEqual([]);
  });

  it("finds the wordings the glossary replaced", () => {
    const doc = { a: { en: "Request work now", ar: "استوديو نقطة تصمّم", fr: "38 % des clients recommandent dans le mois", tr: "Müşterilerin en çok sorduğu sorular" } };
    expect(glossaryProblems(doc, "t").map((p) => p.split(":")[0])).toEqual(["t.a.en", "t.a.ar", "t.a.fr", "t.a.tr"]);
  });
});
