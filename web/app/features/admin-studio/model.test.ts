import { describe, expect, it } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import {
  changedTexts,
  dateField,
  dirOf,
  emptyValue,
  families,
  fieldStatus,
  getAt,
  itemTitle,
  keyOf,
  ltrInput,
  isPercent,
  moved,
  newEntry,
  newestFirst,
  percentShown,
  percentStored,
  placeProblems,
  plan,
  setAt,
  statusCounts,
  typeset,
  unplaced,
  withoutEmpty,
  withPictureSize,
  type Schema,
  type SchemaNode,
} from "./model";

const schema = schemaJSON as unknown as Schema;
const family = (name: string) => schema.root.fields![name]!;

describe("plan: the inputs a schema node becomes", () => {
  it("a testimonial: its key read-only, texts as four-language groups, colours and flags as scalars", () => {
    const node = family("testimonials").of!;
    const value = { id: "sara", flag: "sa", avatar: { skin: "#111111", hair: "#222222", background: "#333333" }, name: { en: "Sara" }, role: {}, company: {}, country: {}, text: {} };
    const fields = plan(node, value, { key: "id" });
    const by = Object.fromEntries(fields.map((f) => [f.path, f]));
    expect(by.id).toMatchObject({ kind: "scalar", readOnly: true });
    expect(by.flag).toMatchObject({ kind: "scalar", readOnly: false });
    expect(by.text).toMatchObject({ kind: "localized", depth: 0 });
    expect(by.avatar).toMatchObject({ kind: "group" });
    expect(by["avatar.skin"]).toMatchObject({ kind: "scalar", depth: 1 });
    // An optional picture absent is still offered, an optional yes/no is its box (absent is no).
    expect(by.photo).toMatchObject({ kind: "image" });
    expect(by["avatar.scarf"]).toMatchObject({ kind: "scalar" });
  });

  it("a new item's key is editable", () => {
    const fields = plan(family("testimonials").of!, {}, { key: "id", isNew: true });
    expect(fields.find((f) => f.path === "id")).toMatchObject({ readOnly: false });
  });

  it("a case study: nested lists of texts and of objects, each entry at its index", () => {
    const node = family("projects").of!;
    const value = { study: { features: [{ en: "a" }, { en: "b" }], results: [{ figure: { value: 3, style: "integer" }, label: {} }], screens: [], technologies: [] } };
    const paths = plan(node, value, { key: "id" }).map((f) => `${f.kind}:${f.path}`);
    expect(paths).toContain("list:study.features");
    expect(paths).toContain("localized:study.features.1");
    expect(paths).toContain("scalar:study.results.0.figure.value");
    expect(paths).toContain("localized:study.results.0.label");
    expect(paths).toContain("absent:study.testimonial");
  });

  it("numbers a list's entries from 1, their paths keeping the index", () => {
    const node = family("projects").of!;
    const value = { study: { features: [{ en: "a" }], results: [{ figure: { value: 3, style: "integer" }, label: {} }], screens: [], technologies: [] } };
    const fields = plan(node, value, { key: "id" });
    expect(fields.find((f) => f.path === "study.features.0")).toMatchObject({ kind: "localized", name: "1" });
    expect(fields.find((f) => f.path === "study.results.0")).toMatchObject({ kind: "group", name: "1" });
    expect(fields.filter((f) => f.path === "study.results.0")).toHaveLength(1);
  });

  it("an object family's fields start at the top", () => {
    const paths = plan(family("announcement"), { short: {}, text: {} }).map((f) => f.path);
    expect(paths).toEqual(["short", "text"]);
  });
});

describe("directions", () => {
  it("Arabic right to left, the others left to right; URLs, numbers, colours and months left to right", () => {
    expect(dirOf("ar")).toBe("rtl");
    expect(["en", "fr", "tr"].map(dirOf)).toEqual(["ltr", "ltr", "ltr"]);
    expect(["url", "int", "number", "path", "color", "month"].every((t) => ltrInput(t as SchemaNode["type"]))).toBe(true);
    expect(ltrInput("string")).toBe(false);
  });
});

describe("language status", () => {
  it("missing when empty, outdated when the server says so, else done", () => {
    const text = { en: "Hello", ar: "", fr: "Bonjour" };
    expect(fieldStatus(text, "ar", undefined)).toBe("missing");
    expect(fieldStatus(text, "tr", ["tr"])).toBe("missing");
    expect(fieldStatus(text, "fr", ["fr"])).toBe("outdated");
    expect(fieldStatus(text, "en", ["fr"])).toBe("done");
    expect(fieldStatus({ ar: { zero: "x", one: "" } }, "ar", undefined)).toBe("missing");
    // Spaces are not a text: the server refuses them at a publish too (written in internal/content/status.go).
    expect(fieldStatus({ fr: " \u00a0\n " }, "fr", undefined)).toBe("missing");
    expect(fieldStatus({ ar: { one: "x", other: "  " } }, "ar", undefined)).toBe("missing");
  });

  it("counts each family's items per language and status", () => {
    const working = { testimonials: [{ id: "a" }, { id: "b" }, { id: "c" }], announcement: { short: {}, text: {} } };
    const fams = families({ schema, working });
    const t = fams.find((f) => f.name === "testimonials")!;
    expect(t.items.map((i) => i.pointer)).toEqual(["/testimonials/a", "/testimonials/b", "/testimonials/c"]);
    const counts = statusCounts(t, { "/testimonials/a": { ar: "missing", en: "done" }, "/testimonials/b": { ar: "outdated" } }, ["en", "ar"]);
    expect(counts.ar).toEqual({ missing: 1, outdated: 1, done: 1 });
    expect(counts.en).toEqual({ missing: 0, outdated: 0, done: 3 });
    expect(fams.find((f) => f.name === "announcement")!.items.map((i) => i.pointer)).toEqual(["/announcement"]);
  });
});

describe("problem placement", () => {
  it("the item's problems by their path inside it; the rest above the form", () => {
    const { fields, other } = placeProblems({ "testimonials.2.text.ar": "too_long", "testimonials.2.x": "unknown", "testimonials.12.text.en": "required", testimonials: "too_long" }, "testimonials", 2);
    expect(fields).toEqual({ "text.ar": "too_long", x: "unknown" });
    expect(other).toEqual({ "testimonials.12.text.en": "required", testimonials: "too_long" });
    expect(unplaced(fields, new Set(["text.ar"]))).toEqual({ x: "unknown" });
    expect(placeProblems({ "about.steps.0.title.fr": "too_long" }, "about", -1).fields).toEqual({ "steps.0.title.fr": "too_long" });
  });
});

describe("values", () => {
  it("setAt and getAt follow dotted paths through objects and lists, copying", () => {
    const v = { a: [{ b: { en: "x" } }] };
    const w = setAt(v, "a.0.b.ar", "س");
    expect(getAt(w, "a.0.b")).toEqual({ en: "x", ar: "س" });
    expect(getAt(v, "a.0.b")).toEqual({ en: "x" });
    expect(getAt(setAt(w, "a.0.b", undefined), "a.0")).toEqual({});
  });

  it("setting undefined removes the key, not keeps it holding undefined", () => {
    const w = setAt({ a: [{ b: { en: "x" }, c: 1 }] }, "a.0.b", undefined);
    expect(getAt(w, "a.0")).toStrictEqual({ c: 1 });
    expect(Object.keys(setAt({ en: "x", ar: "س" }, "ar", undefined) as object)).toEqual(["en"]);
  });

  it("keyOf: an item's key, its index in a list without keys, empty when the key is absent", () => {
    const testimonials = family("testimonials");
    expect(keyOf(testimonials, { id: "sara" }, 3)).toBe("sara");
    expect(keyOf(testimonials, { name: { en: "Sara" } }, 3)).toBe("");
    expect(keyOf(testimonials, { id: null }, 3)).toBe("");
    expect(keyOf({ type: "list", of: { type: "string" } }, "anything", 3)).toBe("3");
  });

  it("a new item starts at the schema's minimums; empty languages are dropped before saving", () => {
    const item = emptyValue(family("projects").of!) as Record<string, unknown>;
    expect(getAt(item, "study.features")).toEqual([{}]);
    expect(item.sector).toBe("realEstate");
    expect(withoutEmpty(family("testimonials").of!, { name: { en: "A", ar: "" }, photo: { media: "x", alt: { fr: "" } } })).toEqual({ name: { en: "A" }, photo: { media: "x", alt: {} } });
  });

  it("an item's title in the interface language, else any", () => {
    expect(itemTitle({ name: { en: "Sara", ar: "سارة" } }, "sara", "ar")).toBe("سارة");
    expect(itemTitle({ question: { en: "Why?" } }, "q", "fr")).toBe("Why?");
    expect(itemTitle({ id: "x" }, "x", "en")).toBe("x");
  });

  it("a conflict lists the languages that differ", () => {
    const node = family("testimonials").of!;
    const diff = changedTexts(node, { text: { ar: "أ", en: "A" }, flag: "sa" }, { text: { ar: "ب", en: "A" }, flag: "sa" });
    expect(diff).toEqual([{ path: "text", lang: "ar", mine: "أ", theirs: "ب" }]);
  });

  it("moved moves one item", () => {
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});

describe("inputs that fit what they hold", () => {
  it("a new item's key is a free one: an enum's first unused value, an int past the largest", () => {
    const slides = family("heroSlides");
    expect(getAt(newEntry(slides, [{ id: "business" }, { id: "ecommerce" }]), "id")).toBe("management");
    expect(getAt(newEntry(slides, (slides.of!.fields!.id!.values ?? []).map((id) => ({ id }))), "id")).toBe("");
    expect(getAt(newEntry(family("projects"), [{ id: 3 }, { id: 9 }]), "id")).toBe(10);
    expect(getAt(newEntry(family("projects"), []), "id")).toBe(1);
    expect(getAt(newEntry(family("testimonials"), [{ id: "sara" }]), "id")).toBe("");
  });

  it("a percentage is typed as one and stored as a fraction, without rounding tails", () => {
    expect(percentShown(0.38)).toBe(38);
    expect(percentShown(0.07)).toBe(7);
    expect(percentStored(40)).toBe(0.4);
    expect(percentStored(12.5)).toBe(0.125);
    const value = { study: { results: [{ figure: { value: 0.38, style: "percent" } }, { figure: { value: 4.8, style: "decimal" } }] } };
    expect(isPercent(value, "study.results.0.figure.value")).toBe(true);
    expect(isPercent(value, "study.results.1.figure.value")).toBe(false);
  });

  it("a picked picture's size goes to the width and height beside it, and nowhere else", () => {
    const value = { study: { screens: [{ kind: "phone", src: "/a.png", width: 1, height: 1 }] } };
    expect(getAt(withPictureSize(value, "study.screens.0.src", { width: 1170, height: 2532 }), "study.screens.0")).toMatchObject({ width: 1170, height: 2532 });
    const photo = { photo: { media: "x" }, name: {} };
    expect(withPictureSize(photo, "photo", { width: 10, height: 10 })).toBe(photo);
  });
});

describe("typeset: French as the public texts are, on save", () => {
  it("sets the French of every text, plural form and alt text, and leaves the other languages as typed", () => {
    const node = family("testimonials").of!;
    const value = { id: "x", text: { en: "It's great: really!", fr: "C'est parfait : vraiment!" }, photo: { media: "m", alt: { fr: "L'équipe" } } };
    const out = typeset(node, value) as typeof value;
    expect(out.text).toEqual({ en: "It's great: really!", fr: "C\u2019est parfait\u00a0: vraiment\u202f!" });
    expect(out.photo.alt.fr).toBe("L\u2019équipe");
    const label = { label: { fr: { one: "projet livré !", other: "projets d'avenir" } } };
    expect(getAt(typeset(family("statistics").of!, label), "label.fr")).toEqual({ one: "projet livré\u202f!", other: "projets d\u2019avenir" });
  });

  it("sets an FAQ answer's text, never its markup", () => {
    const out = typeset(family("faq").of!, { answer: { fr: `<p class='x'>Délai : 3 semaines; voir <a href="https://x.fr/?a=1">ici</a> &amp; là</p>` } });
    expect(getAt(out, "answer.fr")).toBe(`<p class='x'>Délai\u00a0: 3 semaines\u202f; voir <a href="https://x.fr/?a=1">ici</a> &amp; là</p>`);
  });
});

describe("ordering a list by date", () => {
  it("projects have a date, the FAQ none", () => {
    expect(dateField(family("projects"))).toBe("completed");
    expect(dateField(family("faq"))).toBeUndefined();
  });

  it("newest first, the same month keeping its order, no date last", () => {
    const items = [{ k: "a", m: "2023-05" }, { k: "b" }, { k: "c", m: "2025-01" }, { k: "d", m: "2023-05" }, { k: "e", m: "2024-12" }];
    expect(newestFirst(items, (i) => i.m).map((i) => i.k)).toEqual(["c", "e", "a", "d", "b"]);
  });
});
