import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import schema from "../../../internal/leads/schema.json";
import site from "~/config/site.json";
import { languages, type Language } from "~/config/site";
import { ar } from "./ar";
import { glossary, latinPercent, straightApostrophe } from "./copy-rules";
import { en } from "./en";
import { fr } from "./fr";
import { frenchTypographyProblems } from "./french-typography";
import { tr } from "./tr";

type Tree = { readonly [key: string]: Tree | string | readonly string[] };
type Text = string | readonly string[];

/** leaves lists every text of a language by its dotted key; a list of
 * paragraphs is one text. */
function leaves(tree: Tree, prefix = ""): Map<string, Text> {
  const out = new Map<string, Text>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || Array.isArray(value)) out.set(path, value as Text);
    else for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
}

const items = (value: Text): readonly string[] => (typeof value === "string" ? [value] : value);

function placeholders(value: Text): string[] {
  return [...new Set([...items(value).join("\n").matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** texts groups a language's texts by key, a counted text's plural forms
 * under its key without the suffix: "…too_short" → { one: …, other: … }. */
function texts(messages: Tree): Map<string, Map<string, Text>> {
  const out = new Map<string, Map<string, Text>>();
  for (const [key, value] of leaves(messages)) {
    const form = pluralSuffix.exec(key)?.[1] ?? "";
    const base = form ? key.replace(pluralSuffix, "") : key;
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)!.set(form, value);
  }
  return out;
}

/** Every text of every language, and the service names (the one list the
 * cards, the footer, the services page and the form name services from). */
const all = { en, ar, fr, tr } as unknown as Record<Language, Tree>;
function everyString(lang: Language): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of leaves(all[lang])) for (const item of items(value)) out.push([key, item]);
  for (const list of ["services", "budgets", "contactMethods"] as const) {
    for (const o of schema[list]) out.push([`schema.${list}.${o.value}`, o.label[lang]]);
  }
  return out;
}

const english = texts(en as unknown as Tree);

/** The text before or after an inline element (a link inside a sentence) may
 * be empty where the language's word order puts nothing there. */
const mayBeEmpty = (key: string) => /\.(before|after)$/.test(key);

describe("translations", () => {
  for (const lang of languages) {
    it(`${lang} has the keys of en, each filled, with the plural forms of ${lang} and the same placeholders`, () => {
      const own = texts(all[lang]);
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, forms] of own) {
        const en = english.get(key)!;
        if (en.has("")) expect([...forms.keys()], `${lang} ${key} is not counted`).toEqual([""]);
        else expect([...forms.keys()].sort(), `${lang} ${key}: the plural forms of ${lang}`).toEqual([...categories].sort());
        const allowed = new Set([...en.values()].flatMap(placeholders));
        for (const [form, value] of forms) {
          expect(items(value).length, key).toBeGreaterThan(0);
          for (const item of items(value)) if (!mayBeEmpty(key)) expect(item.trim(), `${lang} ${key}`).not.toBe("");
          // A form for one number may spell it out ("حرفين"); the others name it.
          if (form === "" || form === "other") expect(placeholders(value), `${lang} ${key}`).toEqual([...allowed].sort());
          else for (const p of placeholders(value)) expect(allowed, `${lang} ${key}_${form}`).toContain(p);
        }
      }
    });
  }

  it("writes every service name in every language", () => {
    for (const lang of languages) for (const s of schema.services) expect(s.label[lang].trim(), `${s.value} ${lang}`).not.toBe("");
  });
});

describe("typography", () => {
  it("catches what French typography forbids", () => {
    expect(frenchTypographyProblems("Une question ?")).toEqual(["a no-break space before ? ! or ;"]);
    expect(frenchTypographyProblems("Une question?")).toEqual(["a no-break space before ? ! or ;"]);
    expect(frenchTypographyProblems("En bref : rien")).toEqual(["a no-break space before :"]);
    expect(frenchTypographyProblems("« Projet »")).toEqual(["a no-break space after «", "a no-break space before »"]);
    expect(frenchTypographyProblems("de 40 %")).toEqual(["a no-break space between a number and %"]);
    expect(frenchTypographyProblems("Une question\u202f? En bref\u00a0: «\u202fProjet\u202f», 40\u202f%")).toEqual([]);
  });

  it("French has a no-break space before ? ! ; : », after « and before %", () => {
    const problems = everyString("fr").flatMap(([key, text]) => frenchTypographyProblems(text).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("English, French and Turkish write one apostrophe, ’, outside HTML tags", () => {
    for (const lang of ["en", "fr", "tr"] as const) {
      const straight = everyString(lang).filter(([, text]) => straightApostrophe(text));
      expect(straight.map(([key]) => `${lang} ${key}`)).toEqual([]);
    }
  });

  it("Arabic writes the Arabic percent sign after a number", () => {
    expect(everyString("ar").filter(([, text]) => latinPercent(text)).map(([key]) => key)).toEqual([]);
  });
});

describe("one name per thing", () => {
  for (const lang of languages) {
    it(`${lang} uses its glossary's spellings`, () => {
      const found = everyString(lang).flatMap(([key, text]) =>
        glossary[lang].filter(([re]) => re.test(text)).map(([, want]) => `${key}: write ${want}`),
      );
      expect(found).toEqual([]);
    });
  }
  it("leaves each language's name in itself to site.json, which the switchers read", () => {
    const names: string[] = Object.values(site.languages).map((l) => l.name);
    const copies = languages.flatMap((lang) => everyString(lang).filter(([, text]) => names.includes(text)).map(([key]) => `${lang}: ${key}`));
    expect(copies).toEqual([]);
  });
});

/** The source files that may use a text: app/, without the texts
 * themselves, the back office's features (their texts are their own,
 * admin-core/texts) and tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" || name.startsWith("admin-") ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * A key counts as used when app/ names it: as a string (t("nav.faq")), as
 * a property chain (messages.meta.brand, messages?.faq.description), or
 * through a template literal whose ${…} parts each stand for one key
 * segment or a part of one (t(`nav.${link.key}`), `faq.question${n}`). So a
 * dynamic key must be written with its literal parts in place, not built
 * from a variable holding a prefix.
 */
describe("every text is used", () => {
  const code = sources(join(process.cwd(), "app"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n")
    .replaceAll("?.", ".");
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const templates = [...code.matchAll(/`([^`]*\$\{[^`]*)`/g)]
    .map((m) => m[1]!.split(/\$\{[^}]*\}/).map(escape).join("[^.]+"))
    .filter((pattern) => pattern.includes("\\."))
    .map((pattern) => new RegExp(`^${pattern}$`));

  function used(key: string): boolean {
    if (new RegExp(`(^|[^\\w])${escape(key)}(?![\\w])`).test(code)) return true;
    return templates.some((re) => re.test(key));
  }

  it("finds keys the way the components use them", () => {
    expect(used("nav.faq")).toBe(true);
    expect(used("nav.home")).toBe(true); // t(`nav.${link.key}`)
    expect(used("notFound.no-such-key")).toBe(false);
  });

  it("has no key that app/ never uses", () => {
    const unused = [...english.keys()].filter((key) => !used(key));
    expect(unused).toEqual([]);
  });
});
