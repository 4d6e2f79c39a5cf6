import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import doc from "../../internal/content/default.json";
import leadSchema from "../../internal/leads/schema.json";
import choiceNames from "../app/features/admin-studio/choice-names.json";
import { contentStrings, findContentInAssets, leadRecordNames, studioWordsCover } from "./check-content-in-assets.mjs";

function assets(files) {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("check-content-in-assets", () => {
  const title = doc.projects[0].title.ar;
  const question = doc.faq[1].question.fr;
  const review = doc.testimonials[0].text.en;

  it("finds a content string put back into a component, however the bundler wrote it", () => {
    const dir = assets({
      "home-abc.js": `const t=${JSON.stringify(review)};export{t};`,
      "project-def.js": `x(${JSON.stringify(title).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)})`,
      "faq-ghi.js": `q="${question}"`,
      "home-abc.js.br": review, // a compressed copy is not read
      "app-jkl.css": ".a{color:red}",
    });
    expect(findContentInAssets(doc, dir).sort()).toEqual([
      `faq-ghi.js: ${JSON.stringify(question)}`,
      `home-abc.js: ${JSON.stringify(review)}`,
      `project-def.js: ${JSON.stringify(title)}`,
    ]);
  });

  it("finds a run of text of an HTML answer", () => {
    const answer = doc.faq[3].answer.en;
    const run = answer.split(/<[^>]*>/).find((r) => r.length > 20);
    expect(findContentInAssets(doc, assets({ "faq.js": `"${run}"` }))).toHaveLength(1);
  });

  it("finds the moved families: a statistic's label, a service's name or text, a legal section", () => {
    const found = [doc.statistics[0].label.fr.other, doc.services.cards[2].text.tr, doc.services.names[0].name.en, doc.privacy.sections[0].title.ar, doc.terms.intro.en];
    const dir = assets(Object.fromEntries(found.map((s, i) => [`chunk-${i}.js`, `x=${JSON.stringify(s)}`])));
    expect(findContentInAssets(doc, dir)).toHaveLength(found.length);
    const run = doc.privacy.sections[2].body.en.split(/<[^>]*>/).find((r) => r.length > 30);
    expect(findContentInAssets(doc, assets({ "privacy.js": `"${run}"` }))).toHaveLength(1);
  });

  it("lets the back office name a request's service as the leads schema does, and nothing else", () => {
    const name = doc.services.names[0].name.en;
    const names = leadRecordNames(leadSchema);
    expect(names.has(name)).toBe(true);
    expect(findContentInAssets(doc, assets({ "admin/leads.js": `l="${name}"` }), names)).toEqual([]);
    expect(findContentInAssets(doc, assets({ "contact.js": `l="${name}"` }), names)).toEqual([`contact.js: ${JSON.stringify(name)}`]);
    expect(findContentInAssets(doc, assets({ "admin/leads.js": `l="${doc.services.cards[0].text.en}"` }), names)).toHaveLength(1);
  });

  it("passes files without content, and ignores short strings, single words and ids", () => {
    expect(findContentInAssets(doc, assets({ "a.js": 'const s="Flutter",c="#c58c5c",i={customisation:1}' }))).toEqual([]);
    expect(contentStrings({ a: "short", w: "Développement", id: "an id with spaces", b: { en: "long enough to mean something" } })).toEqual([
      "long enough to mean something",
    ]);
  });

  it("lets the back office hold the studio's words for a choice that a content text also says, and nothing else", () => {
    const covered = studioWordsCover(doc, choiceNames);
    const healthcare = doc.industries.find((i) => i.id === "healthcare").name.ar;
    expect(covered.has(healthcare)).toBe(true);
    expect(covered.has(review)).toBe(false);
    const dir = assets({ "admin/studio-x.js": `w=${JSON.stringify(healthcare)}`, "home-x.js": `w=${JSON.stringify(healthcare)}` });
    expect(findContentInAssets(doc, dir, covered)).toEqual([`home-x.js: ${JSON.stringify(healthcare)}`]);
  });
});
