import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { fr } from "./fr";
import { tr } from "./tr";

type Tree = { readonly [key: string]: Tree | string | readonly string[] };

/** leaves lists every text of a language by its dotted key; a list of
 * paragraphs is one text. */
function leaves(tree: Tree, prefix = ""): Map<string, string | readonly string[]> {
  const out = new Map<string, string | readonly string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || Array.isArray(value)) out.set(path, value as string | readonly string[]);
    else for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
  }
  return out;
}

function placeholders(value: string | readonly string[]): string[] {
  const text = typeof value === "string" ? value : value.join("\n");
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

const english = leaves(en as unknown as Tree);

/** The text before or after an inline element (a link inside a sentence) may
 * be empty where the language's word order puts nothing there. */
const mayBeEmpty = (key: string) => /\.(before|after)$/.test(key);
const languages = { ar, fr, tr } as unknown as Record<string, Tree>;

describe("translations", () => {
  for (const [lang, messages] of Object.entries(languages)) {
    it(`${lang} has exactly the keys of en, each filled, with the same placeholders`, () => {
      const texts = leaves(messages);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of texts) {
        const items = typeof value === "string" ? [value] : value;
        expect(items.length, key).toBeGreaterThan(0);
        for (const item of items) if (!mayBeEmpty(key)) expect(item.trim(), `${lang} ${key}`).not.toBe("");
        expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    });
  }

  it("every English text is filled", () => {
    for (const [key, value] of english) {
      for (const item of typeof value === "string" ? [value] : value) expect(item.trim(), key).not.toBe("");
    }
  });
});

/** The source files that may use a text: app/, without the texts
 * themselves and without tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "locales" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * A key counts as used when app/ names it: as a string (t("faq.title")), as
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
    expect(used("faq.question3")).toBe(true);
    expect(used("faq.no-such-key")).toBe(false);
  });

  it("has no key that app/ never uses", () => {
    const unused = [...english.keys()].filter((key) => !used(key));
    expect(unused).toEqual([]);
  });
});
