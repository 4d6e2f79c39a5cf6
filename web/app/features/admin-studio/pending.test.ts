import { describe, expect, it } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import { plural, type AdminLanguage } from "~/features/admin-core/texts";
import type { Schema, Studio } from "./model";
import {
  defaultSelection,
  describeChange,
  describeChanges,
  groupMissing,
  incompleteLines,
  itemLink,
  lineText,
  missingSentence,
  namer,
  plainText,
  type Change,
  type PendingItem,
  type RefusalLine,
} from "./pending";
import { pendingTexts } from "./pending-texts";
import { publishingTexts } from "./publishing-texts";
import { studioTexts } from "./texts";

const schema = schemaJSON as unknown as Schema;
const studio: Pick<Studio, "schema" | "working"> = {
  schema,
  working: {
    testimonials: [
      { id: "sara", name: { en: "Sara Ahmed", ar: "سارة أحمد" } },
      { id: "khalid", name: { en: "Khalid Omar", ar: "خالد عمر" } },
    ],
    about: {},
  },
};

const item = (pointer: string, over: Partial<PendingItem> = {}): PendingItem => ({
  pointer,
  kind: "changed",
  languages: ["en"],
  changes: [],
  authors: [{ id: "u_1", name: "Lina" }],
  changedAt: "2026-11-29T09:00:00Z",
  ready: null,
  mine: true,
  publishable: true,
  missing: [],
  ...over,
});

const words = (lang: AdminLanguage) => ({ st: studioTexts[lang], pt: publishingTexts[lang], qt: pendingTexts[lang], lang, schema, names: namer(studioTexts[lang], lang, studio) });

describe("the publish dialog's first choice", () => {
  it("checks the caller's own changes they may publish, and nothing else", () => {
    const items = [
      item("/testimonials/sara"),
      item("/testimonials/khalid", { mine: false, publishable: false }),
      item("/about", { mine: false, publishable: true, ready: { by: "Omar", at: "2026-11-29T10:00:00Z" } }),
      item("/projects", { kind: "order", mine: true, publishable: false }),
    ];
    expect(defaultSelection(items)).toEqual(["/testimonials/sara"]);
    expect(defaultSelection([])).toEqual([]);
  });
});

describe("naming and linking items", () => {
  it("names an item by its family and its title, a deleted one by the title it had", () => {
    const names = namer(studioTexts.en, "en", studio);
    expect(names.item("/testimonials/sara")).toBe("Testimonials › Sara Ahmed");
    expect(names.item("/about")).toBe("About");
    const gone: Change = { pointer: "/testimonials/omar", field: "", language: "", before: { id: "omar", name: { en: "Omar Said" } }, after: null };
    expect(names.item("/testimonials/omar", [gone])).toBe("Testimonials › Omar Said");
    expect(namer(studioTexts.ar, "ar", studio).item("/testimonials/sara")).toBe("آراء العملاء › سارة أحمد");
    // Lacking French, in the site's first language it has, whatever the JSON's order.
    const nour: Change = { pointer: "/testimonials/nour", field: "", language: "", before: null, after: { id: "nour", name: { ar: "نور", en: "Nour" } } };
    expect(namer(studioTexts.fr, "fr", studio).item("/testimonials/nour", [nour])).toBe("Témoignages › Nour");
  });

  it("links an item to its page, a deleted one and an order to its family's", () => {
    expect(itemLink("/testimonials/sara")).toBe("/admin/studio/testimonials/sara");
    expect(itemLink("/testimonials/sara", "removed")).toBe("/admin/studio/testimonials");
    expect(itemLink("/projects", "order")).toBe("/admin/studio/projects");
    expect(itemLink("/about")).toBe("/admin/studio/about");
  });
});

describe("a refused publish, item by item", () => {
  const incomplete = [{ pointer: "/testimonials/khalid", by: "Lina", missing: { fr: ["name", "role"] } }];
  const line = (lang: AdminLanguage, missing: Record<string, string[]> = incomplete[0]!.missing) =>
    lineOf(lang, incompleteLines(studioTexts[lang], pendingTexts[lang], lang, namer(studioTexts[lang], lang, studio), [{ ...incomplete[0]!, missing }])[0]!);
  const lineOf = (lang: AdminLanguage, l: RefusalLine) => ({ ...l, text: lineText(pendingTexts[lang], l) });

  it("says in each language which language lacks which fields, and who saved the item", () => {
    expect(line("en").text).toBe("French is missing: Name, Role (saved by Lina)");
    expect(line("fr").text).toBe("il manque le français\u00a0: Nom, Fonction (enregistré par Lina)");
    expect(line("ar").text).toBe("اللغة الفرنسية ناقصة: الاسم، المنصب (حفظه Lina)");
    expect(line("tr").text).toBe("Fransızca eksik: Ad, Görev (son kaydeden: Lina)");
  });

  it("says which contacts are still examples", () => {
    const contacts = { pointer: "/contacts/default", by: "Lina", missing: {}, examples: ["email", "whatsapp"] };
    const lineIn = (lang: AdminLanguage) => lineOf(lang, incompleteLines(studioTexts[lang], pendingTexts[lang], lang, namer(studioTexts[lang], lang, studio), [contacts])[0]!);
    expect(lineIn("en")).toMatchObject({ name: "Contacts › default", text: "an example, not the agency’s own: E-mail address, WhatsApp number (international, +…) (saved by Lina)" });
    expect(lineIn("fr").text).toBe("un exemple, pas les coordonnées de l’agence\u00a0: Adresse e-mail, Numéro WhatsApp (format international, +…) (enregistré par Lina)");
  });

  it("names the item and links to its page", () => {
    expect(line("en")).toMatchObject({ name: "Testimonials › Khalid Omar", to: "/admin/studio/testimonials/khalid" });
  });

  it("puts the French article before a vowel, and joins languages as each language does", () => {
    expect(line("fr", { ar: ["text"], en: ["text"], tr: ["company"] }).text).toBe(
      "il manque l’arabe\u00a0: Texte\u202f; il manque l’anglais\u00a0: Texte\u202f; il manque le turc\u00a0: Entreprise (enregistré par Lina)",
    );
    expect(line("ar", { en: ["text"], tr: ["text"] }).text).toBe("اللغة الإنجليزية ناقصة: النص؛ اللغة التركية ناقصة: النص (حفظه Lina)");
    expect(line("en", { ar: ["study.need", "features.1"] }).text).toBe("Arabic is missing: Case study › Need, Features › 2 (saved by Lina)");
  });

  it("reads a pending item's missing languages the same way", () => {
    const missing = groupMissing([
      { field: "company", language: "fr" },
      { field: "text", language: "fr" },
      { field: "text", language: "tr" },
    ]);
    expect(missing).toEqual({ fr: ["company", "text"], tr: ["text"] });
    expect(missingSentence(studioTexts.en, pendingTexts.en, "en", missing)).toBe("French is missing: Company, Text; Turkish is missing: Text");
    expect(missingSentence(studioTexts.en, pendingTexts.en, "en", {})).toBe("");
    // In the order of the item's form, whatever the server's.
    const sorted = groupMissing(["text", "company", "name", "country", "role"].map((field) => ({ field, language: "fr" })), schema, "/testimonials/nour");
    expect(sorted).toEqual({ fr: ["name", "role", "company", "country", "text"] });
    const project = groupMissing(["study.need", "features.1", "title", "features.0"].map((field) => ({ field, language: "ar" })), schema, "/projects/3");
    expect(project.ar!.indexOf("features.0")).toBeLessThan(project.ar!.indexOf("features.1"));
  });
});

describe("counted labels", () => {
  it("publish, schedule and count changes with each language's plural forms", () => {
    const { en, ar, fr, tr } = pendingTexts;
    expect([1, 2].map((n) => plural("en", en.publishCount, n))).toEqual(["Publish 1 change", "Publish 2 changes"]);
    expect([1, 2, 3, 11, 100].map((n) => plural("ar", ar.publishCount, n))).toEqual(["نشر تغيير واحد", "نشر تغييرين", "نشر 3 تغييرات", "نشر 11 تغييرًا", "نشر 100 تغيير"]);
    expect([1, 2, 1_000_000].map((n) => plural("fr", fr.publishCount, n))).toEqual(["Publier 1 modification", "Publier 2 modifications", "Publier 1000000 de modifications"]);
    expect([1, 2].map((n) => plural("tr", tr.publishCount, n))).toEqual(["1 değişikliği yayımla", "2 değişikliği yayımla"]);
    expect(plural("en", en.scheduleCount, 3)).toBe("Schedule 3 changes");
    expect([1, 2, 5].map((n) => plural("ar", ar.changesCount, n))).toEqual(["تغيير واحد", "تغييران", "5 تغييرات"]);
    expect(plural("fr", fr.changesCount, 2)).toBe("2 modifications");
  });
});

describe("the difference from the live site", () => {
  const change = (field: string, before: unknown, after: unknown, language = "", pointer = "/testimonials/sara"): Change => ({ pointer, field, language, before, after });

  it("summarises a picture in words, not its JSON", () => {
    const a = { media: "a1", alt: { en: "A bowl" } };
    expect(describeChange(words("en"), change("photo", a, { media: "b2", alt: { en: "A bowl" } }))).toMatchObject({ label: "Photo", before: null, after: null, note: "Picture changed" });
    expect(describeChange(words("en"), change("photo", a, { media: "a1", alt: { en: "A blue bowl" } })).note).toBe("Alt text changed");
    expect(describeChange(words("en"), change("photo", null, a)).note).toBe("Picture added");
    expect(describeChange(words("fr"), change("photo", a, null)).note).toBe("Image retirée");
    // As the server compares an uploaded picture: the file, then the alt text language by language.
    expect(describeChange(words("en"), change("photo.media", "a1", "b2"))).toMatchObject({ label: "Photo", before: null, after: null, note: "Picture changed" });
    expect(describeChange(words("en"), change("photo.alt", "A bowl", "A blue bowl", "en"))).toMatchObject({ language: "en", before: "A bowl", after: "A blue bowl" });
  });

  it("shows a flag and a switch in words, a list by its number of entries", () => {
    expect(describeChange(words("en"), change("flag", "sa", "ae"))).toMatchObject({ label: "Flag", before: "Saudi Arabia", after: "United Arab Emirates", note: null });
    expect(describeChange(words("fr"), change("flag", "eg", "tr"))).toMatchObject({ label: "Drapeau", before: "Égypte", after: "Turquie" });
    expect(describeChange(words("fr"), change("hidden", null, true))).toMatchObject({ label: "Masqué sur le site", before: "Non", after: "Oui" });
    const project = change("features", ["a"], ["a", "b"], "", "/projects/3");
    expect(describeChange(words("en"), project)).toMatchObject({ label: "Features", before: "1 entry", after: "2 entries" });
  });

  it("shows a reorder as the items' names in both orders", () => {
    const order = change("order", ["khalid", "sara"], ["sara", "khalid"], "", "/testimonials");
    expect(describeChange(words("en"), order)).toMatchObject({ label: "Order of the items", before: "1. Khalid Omar\n2. Sara Ahmed", after: "1. Sara Ahmed\n2. Khalid Omar" });
  });

  it("shows texts as plain text, cut at a word when long", () => {
    expect(describeChange(words("en"), change("text", "<p>Fast &amp; <b>kind</b></p>", null, "en"))).toMatchObject({ label: "Text", language: "en", before: "Fast & kind", after: "(empty)" });
    const long = plainText("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(241);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("shows an added item's texts in the interface language under Added", () => {
    // As the server sends it: fields in alphabetical order; shown in the form's.
    const added = change("", null, { avatar: { skin: "#aa8866" }, id: "nour", role: { ar: "مديرة" }, name: { en: "Nour", ar: "نور" } });
    const rows = describeChanges(words("en"), [added], true);
    expect(rows.map((r) => [r.label, r.language, r.after])).toEqual([
      ["Added", "", null],
      ["Name", "en", "Nour"],
      ["Role", "ar", "مديرة"],
    ]);
    expect(describeChanges(words("en"), [added])).toHaveLength(1);
  });
});
