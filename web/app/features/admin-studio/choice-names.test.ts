import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import schema from "../../../../internal/content/schema.json";
import { choiceName, choiceNames, itemName } from "./choice-names";
import type { SchemaNode } from "./model";

// Every enum value of the content schema but the flags (countries).
function enumValues(
  node: SchemaNode,
  name = "",
  into = new Set<string>(),
): Set<string> {
  if (node.type === "enum" && name !== "flag")
    for (const v of node.values ?? []) into.add(v);
  for (const [field, child] of Object.entries(node.fields ?? {}))
    enumValues(child, field, into);
  if (node.of) enumValues(node.of, name, into);
  return into;
}

const values = [...enumValues(schema.root as SchemaNode)];

describe("the studio's words for schema.json's choices", () => {
  it("reads a real schema", () => {
    expect(values).toContain("realEstate");
    expect(values).toContain("percent");
  });

  it.each(Object.entries(choiceNames))(
    "names every value in %s",
    (_, names) => {
      expect(values.filter((v) => !names[v])).toEqual([]);
    },
  );

  it("names a value by the list it is in where its meaning depends on it", () => {
    expect(choiceName("ar", "steps", "delivery")).toBe("التسليم");
    expect(choiceName("ar", "industries", "delivery")).toBe("التوصيل");
    expect(choiceName("fr", "projects", "realEstate")).toBe("Immobilier");
  });
});

describe("a testimonial's flag", () => {
  const flags = (schema.root as SchemaNode).fields!.testimonials!.of!.fields!.flag!.values ?? [];

  it("is any country of ISO 3166-1, each with its flag in the build's source and a name in every language", () => {
    expect(flags.length).toBe(249);
    expect(flags).toEqual(expect.arrayContaining(["qa", "ma", "gb", "sa"]));
    const names = new Intl.DisplayNames(["ar"], { type: "region" });
    for (const code of flags) {
      expect(existsSync(new URL(`../../../node_modules/flag-icons/flags/4x3/${code}.svg`, import.meta.url)), code).toBe(true);
      expect(names.of(code.toUpperCase()), code).not.toBe(code.toUpperCase());
    }
  });
});

describe("an item's name in the studio", () => {
  const root = schema.root as SchemaNode;
  const family = (name: string) => ({ name, node: root.fields![name]!, list: true, items: [] });

  it("is the word for its key where the key is a choice and the item has no title", () => {
    expect(itemName(family("contacts"), { variant: "default", email: "a@b.co" }, "default", "ar")).toBe(choiceName("ar", "contacts", "default"));
    expect(itemName(family("contacts"), { variant: "default" }, "default", "ar")).not.toBe("default");
  });

  it("is the item's own title where it has one", () => {
    expect(itemName(family("sections"), { id: "clients", heading: { fr: "Des clients qui grandissent avec nous" } }, "clients", "fr")).toBe("Des clients qui grandissent avec nous");
  });
});
