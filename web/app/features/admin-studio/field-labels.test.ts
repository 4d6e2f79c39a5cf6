import { describe, expect, it } from "vitest";
import schema from "../../../../internal/content/schema.json";
import type { SchemaNode } from "./model";
import { studioTexts } from "./texts";

// Every field name of the content schema below its families, and the
// families themselves.
function fieldNames(node: SchemaNode, into = new Set<string>()): Set<string> {
  for (const [name, field] of Object.entries(node.fields ?? {})) {
    into.add(name);
    fieldNames(field, into);
  }
  if (node.of) fieldNames(node.of, into);
  return into;
}

const root = schema.root as SchemaNode;
const families = Object.keys(root.fields ?? {});
const fields = [...new Set(Object.values(root.fields ?? {}).flatMap((f) => [...fieldNames(f)]))].sort();

describe("the studio's labels for schema.json", () => {
  it("reads a real schema", () => {
    expect(fields).toContain("googlePlay");
    expect(families).toContain("heroSlides");
  });

  it.each(Object.entries(studioTexts))("names every field and family in %s", (_, st) => {
    expect(fields.filter((name) => !st.fields[name])).toEqual([]);
    expect(families.filter((name) => !st.families[name])).toEqual([]);
  });
});
