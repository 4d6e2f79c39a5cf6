/** The studio's form logic, apart from React: what schema.json says each
 * place of the content document is, which inputs a value becomes, each
 * language's status, and where the server's problems go. */

import siteJSON from "../../config/site.json";
import { frenchTypography, frenchTypographyInHTML } from "../../locales/french-typography";

export type NodeType = "object" | "list" | "text" | "html" | "plural" | "image" | "string" | "enum" | "int" | "number" | "url" | "path" | "color" | "month" | "email" | "phone" | "bool";

/** SchemaNode is one place of internal/content/schema.json. */
export interface SchemaNode {
  type: NodeType;
  fields?: Record<string, SchemaNode>;
  of?: SchemaNode;
  key?: string;
  values?: string[];
  min?: number;
  max?: number;
  optional?: boolean;
  /** A list whose items may be hidden from the public site (hidden.tsx). */
  hideable?: boolean;
}

export interface Schema {
  root: SchemaNode;
  plurals: Record<string, string[]>;
}

export type LanguageStatus = "missing" | "outdated" | "done";

/** Studio is GET /api/admin/content. */
export interface Studio {
  schema: Schema;
  languages: string[];
  working: Record<string, unknown>;
  updatedAt: string | null;
  updatedBy: string;
  revisions: Record<string, string>;
  status: Record<string, Record<string, LanguageStatus>>;
  outdated: Record<string, Record<string, string[]>>;
}

/** Saved is the answer to a saved or added item. */
export interface Saved {
  pointer: string;
  revision: string;
  status: Record<string, LanguageStatus>;
  outdated: Record<string, string[]>;
  /** The item as saved when it was merged with a change saved meanwhile. */
  merged?: unknown;
}

/** Conflict is the 409 of an edit from a stale base. */
export interface Conflict {
  current: unknown;
  revision: string;
  updatedBy: string;
  updatedAt: string | null;
}

export type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Languages written right to left: site.json's, the one list. */
const rtl = new Set(Object.entries(siteJSON.languages as Record<string, { rtl?: boolean }>).flatMap(([code, l]) => (l.rtl ? [code] : [])));

/** dirOf is the direction of a language's text, whatever the interface's. */
export function dirOf(lang: string): "rtl" | "ltr" {
  return rtl.has(lang) ? "rtl" : "ltr";
}

/** The scalar types that stay left to right in every language. */
const ltrTypes = new Set<NodeType>(["url", "path", "color", "month", "email", "phone", "int", "number"]);

export function ltrInput(type: NodeType): boolean {
  return ltrTypes.has(type);
}

/** The types whose value is one text per language. */
export function isLocalized(type: NodeType): boolean {
  return type === "text" || type === "html" || type === "plural";
}

/** keyOf is how an item of a list family is addressed: its key, or its index. */
export function keyOf(list: SchemaNode, item: unknown, index: number): string {
  if (!list.key) return String(index);
  const k = isObj(item) ? item[list.key] : undefined;
  return k === undefined || k === null ? "" : String(k);
}

/** FamilyInfo is one family of the document as the studio lists it. */
export interface FamilyInfo {
  name: string;
  node: SchemaNode;
  /** A list family has items; an object family is one item. */
  list: boolean;
  items: { pointer: string; key: string; index: number; value: unknown }[];
}

export function families(studio: Pick<Studio, "schema" | "working">): FamilyInfo[] {
  return Object.entries(studio.schema.root.fields ?? {}).map(([name, node]) => {
    const list = node.type === "list";
    const value = studio.working[name];
    const items = list
      ? (Array.isArray(value) ? value : []).map((v, i) => ({ pointer: `/${name}/${keyOf(node, v, i)}`, key: keyOf(node, v, i), index: i, value: v }))
      : [{ pointer: `/${name}`, key: "", index: -1, value }];
    return { name, node, list, items };
  });
}

/** StatusCounts: per language, how many items are missing it or outdated. */
export type StatusCounts = Record<string, Record<LanguageStatus, number>>;

export function statusCounts(family: FamilyInfo, status: Studio["status"], languages: string[]): StatusCounts {
  const counts: StatusCounts = {};
  for (const lang of languages) counts[lang] = { missing: 0, outdated: 0, done: 0 };
  for (const it of family.items) {
    for (const lang of languages) counts[lang]![status[it.pointer]?.[lang] ?? "done"]++;
  }
  return counts;
}

/** The fields an item is named by, in order of preference. */
const titleFields = ["name", "title", "question", "short", "label", "heading"];

/** itemTitle names an item in a list: its name or title in lang (else in
 * the languages of `prefer`, in order, else in any language it has), else
 * its key. */
export function itemTitle(item: unknown, key: string, lang: string, prefer: readonly string[] = []): string {
  if (!isObj(item)) return key;
  for (const f of titleFields) {
    const v = item[f];
    if (!isObj(v)) continue;
    for (const l of [lang, ...prefer]) {
      const own = v[l];
      if (typeof own === "string" && own) return own;
      if (isObj(own) && typeof own.other === "string" && own.other) return own.other;
    }
    for (const other of Object.values(v)) if (typeof other === "string" && other) return other;
  }
  return key;
}

/** written says whether one language of a text holds something: a string,
 * or every form of a plural. */
export function written(v: unknown): boolean {
  if (typeof v === "string") return v.trim() !== "";
  if (isObj(v)) return Object.keys(v).length > 0 && Object.values(v).every((f) => typeof f === "string" && f.trim() !== "");
  return false;
}

/** fieldStatus is one language of one text's status: missing when empty,
 * outdated when the server says this text changed since it was written in
 * this language, done otherwise. */
export function fieldStatus(value: unknown, lang: string, outdated: string[] | undefined): LanguageStatus {
  if (!isObj(value) || !written(value[lang])) return "missing";
  return outdated?.includes(lang) ? "outdated" : "done";
}

/** itemPath is the prefix of an item's problems in the document's paths:
 * "testimonials.2." for /testimonials/sara at index 2, "about." for /about. */
export function itemPath(family: string, index: number): string {
  return index < 0 ? `${family}.` : `${family}.${index}.`;
}

/** placeProblems sorts a 422's problems (document paths) into those of this
 * item, by the path inside it ("text.ar", "study.features.0.fr"), and the
 * rest (another place of the document, or the family itself: "faq" for a
 * list that would get too short), shown above the form. */
export function placeProblems(problems: Record<string, string>, family: string, index: number): { fields: Record<string, string>; other: Record<string, string> } {
  const prefix = itemPath(family, index);
  const fields: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [path, code] of Object.entries(problems)) {
    if (path.startsWith(prefix)) fields[path.slice(prefix.length)] = code;
    else other[path] = code;
  }
  return { fields, other };
}

/** problemAt is the problem of a field or of anything under it the form
 * shows no input for (an unknown field, a wrong type): for a language's
 * input, only its own path. */
export function problemAt(fields: Record<string, string>, path: string): string | undefined {
  return fields[path];
}

/** unplaced lists the item's problems no input of the form shows. */
export function unplaced(fields: Record<string, string>, shown: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([p]) => !shown.has(p)));
}

/** FieldPlan is one input (or group of inputs) of the form, flattened from
 * the schema: the form draws them in order, indented by depth. */
export type FieldPlan =
  | { kind: "localized"; path: string; name: string; node: SchemaNode; depth: number }
  | { kind: "scalar"; path: string; name: string; node: SchemaNode; depth: number; readOnly: boolean }
  | { kind: "image"; path: string; name: string; node: SchemaNode; depth: number }
  | { kind: "group"; path: string; name: string; node: SchemaNode; depth: number }
  | { kind: "absent"; path: string; name: string; node: SchemaNode; depth: number }
  | { kind: "list"; path: string; name: string; node: SchemaNode; depth: number; count: number };

/** plan flattens an item's value into the inputs the form draws. The key
 * of an existing item is read-only: a new key is a new item. */
export function plan(node: SchemaNode, value: unknown, opts: { key?: string; isNew?: boolean } = {}, path = "", depth = 0): FieldPlan[] {
  const out: FieldPlan[] = [];
  const name = path.split(".").pop() ?? "";
  switch (node.type) {
    case "object": {
      if (path) out.push({ kind: "group", path, name, node, depth });
      const obj = isObj(value) ? value : {};
      // An item's texts come first, after its key: they are what an editor
      // opens it for; colours, flags and numbers follow.
      const rank = (name: string, n: SchemaNode) => (path ? 0 : name === opts.key ? 0 : isLocalized(n.type) ? 1 : n.type === "image" ? 2 : 3);
      const ordered = Object.entries(node.fields ?? {}).sort(([a, x], [b, y]) => rank(a, x) - rank(b, y));
      for (const [field, child] of ordered) {
        const p = path ? `${path}.${field}` : field;
        // An optional picture shows its picker, an optional yes/no its box
        // (absent is no): one click either way.
        if (child.optional && obj[field] === undefined && child.type !== "image" && child.type !== "bool") {
          out.push({ kind: "absent", path: p, name: field, node: child, depth: depth + (path ? 1 : 0) });
          continue;
        }
        const readOnly = depth === 0 && !path && field === opts.key && !opts.isNew;
        if (!isLocalized(child.type) && child.type !== "object" && child.type !== "list" && child.type !== "image") {
          out.push({ kind: "scalar", path: p, name: field, node: child, depth: depth + (path ? 1 : 0), readOnly });
        } else {
          out.push(...plan(child, obj[field], opts, p, depth + (path ? 1 : 0)));
        }
      }
      return out;
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      out.push({ kind: "list", path, name, node, depth, count: items.length });
      // Entries are named by their place from 1 (their path keeps the index).
      items.forEach((it, i) => {
        const p = `${path}.${i}`;
        const of = node.of!;
        const n = String(i + 1);
        if (isLocalized(of.type)) out.push({ kind: "localized", path: p, name: n, node: of, depth: depth + 1 });
        else if (of.type === "object") out.push({ kind: "group", path: p, name: n, node: of, depth: depth + 1 }, ...plan(of, it, {}, p, depth + 1).slice(1));
        else if (of.type === "image") out.push({ kind: "image", path: p, name: n, node: of, depth: depth + 1 });
        else out.push({ kind: "scalar", path: p, name: n, node: of, depth: depth + 1, readOnly: false });
      });
      return out;
    }
    case "image":
      return [{ kind: "image", path, name, node, depth }];
    case "text":
    case "html":
    case "plural":
      return [{ kind: "localized", path, name, node, depth }];
    default:
      return [{ kind: "scalar", path, name, node, depth, readOnly: false }];
  }
}

/** getAt reads a dotted path inside a value. */
export function getAt(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const part of path ? path.split(".") : []) {
    if (Array.isArray(v)) v = v[Number(part)];
    else if (isObj(v)) v = v[part];
    else return undefined;
  }
  return v;
}

/** setAt returns value with path set to v (copies along the path; an
 * undefined v removes the field). */
export function setAt(value: unknown, path: string, v: unknown): unknown {
  if (!path) return v;
  const [head, ...rest] = path.split(".");
  const tail = rest.join(".");
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[Number(head)] = setAt(copy[Number(head)], tail, v);
    return copy;
  }
  const copy: Obj = { ...(isObj(value) ? value : {}) };
  const next = setAt(copy[head!], tail, v);
  if (next === undefined) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** emptyValue is a new value of a node, as the form starts it: texts with
 * no language yet (a draft may lack them), lists at their min, the first
 * enum value, 0, "". */
export function emptyValue(node: SchemaNode, plurals: Record<string, string[]> = {}): unknown {
  switch (node.type) {
    case "object": {
      const o: Obj = {};
      for (const [f, child] of Object.entries(node.fields ?? {})) if (!child.optional) o[f] = emptyValue(child, plurals);
      return o;
    }
    case "list":
      return Array.from({ length: node.min ?? 0 }, () => emptyValue(node.of!, plurals));
    case "text":
    case "html":
    case "plural":
      return {};
    case "enum":
      return node.values?.[0] ?? "";
    case "int":
    case "number":
      return node.min ?? 0;
    case "bool":
      return false;
    case "color":
      return "#000000";
    case "image":
      return "/";
    default:
      return "";
  }
}

/** newEntry is a new item of a list as the form starts it (emptyValue),
 * its key free: an enum's first value no item has ("" when all are taken,
 * so nothing is chosen for the user), an int one more than the largest. */
export function newEntry(list: SchemaNode, items: unknown[], plurals: Record<string, string[]> = {}): unknown {
  const value = emptyValue(list.of!, plurals);
  const key = list.key;
  const keyNode = key ? list.of?.fields?.[key] : undefined;
  if (!key || !keyNode || !isObj(value)) return value;
  const taken = new Set(items.map((it) => (isObj(it) ? String(it[key]) : "")));
  if (keyNode.type === "enum") value[key] = keyNode.values?.find((v) => !taken.has(v)) ?? "";
  else if (keyNode.type === "int") value[key] = Math.max((keyNode.min ?? 1) - 1, ...items.map((it) => (isObj(it) && typeof it[key] === "number" ? it[key] : 0))) + 1;
  else value[key] = "";
  return value;
}

/** percentShown is a fraction as the form shows it, in percent (0.38 →
 * 38, without 0.38 × 100's rounding tail); percentStored the reverse. A
 * result's figure of the "percent" style is stored as a fraction, as
 * Intl.NumberFormat formats it. */
export function percentShown(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

export function percentStored(percent: number): number {
  return Number((percent / 100).toPrecision(12));
}

/** isPercent says whether the number at path is shown in percent: a
 * figure's value whose style beside it is "percent". */
export function isPercent(value: unknown, path: string): boolean {
  const parts = path.split(".");
  if (parts.pop() !== "value") return false;
  return getAt(value, [...parts, "style"].join(".")) === "percent";
}

/** withPictureSize sets the width and height beside an image field (a
 * project's screen) to a picked picture's own, so an upload's size is never
 * left to type. */
export function withPictureSize(value: unknown, path: string, size: { width: number; height: number }): unknown {
  const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
  const around = parent ? getAt(value, parent) : value;
  if (!isObj(around) || !("width" in around) || !("height" in around)) return value;
  return setAt(value, parent, { ...around, width: size.width, height: size.height });
}

/** withoutEmpty drops the empty languages of every text, so a draft lacks
 * them rather than holding "" (which the server takes the same way). */
export function withoutEmpty(node: SchemaNode, value: unknown): unknown {
  if (isLocalized(node.type) && isObj(value)) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => (typeof v === "string" ? v !== "" : isObj(v) ? Object.values(v).some((f) => f !== "") : true)));
  }
  if (node.type === "object" && isObj(value)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) out[k] = node.fields?.[k] ? withoutEmpty(node.fields[k]!, v) : v;
    return out;
  }
  if (node.type === "image" && isObj(value) && isObj(value.alt)) {
    return { ...value, alt: withoutEmpty({ type: "text" }, value.alt) };
  }
  if (node.type === "list" && Array.isArray(value) && node.of) return value.map((v) => withoutEmpty(node.of!, v));
  return value;
}

/** typeset sets every French text of a value as the public texts are
 * (locales/french-typography.ts): the studio saves what it sends, so the
 * site never shows a straight apostrophe or a colon a line may break
 * before. Other languages are left as typed. */
export function typeset(node: SchemaNode, value: unknown): unknown {
  if (isLocalized(node.type) && isObj(value) && value.fr !== undefined) {
    const fr = value.fr;
    const set = (t: unknown) => (typeof t !== "string" ? t : node.type === "html" ? frenchTypographyInHTML(t) : frenchTypography(t));
    return { ...value, fr: isObj(fr) ? Object.fromEntries(Object.entries(fr).map(([c, t]) => [c, set(t)])) : set(fr) };
  }
  if (node.type === "image" && isObj(value) && isObj(value.alt)) return { ...value, alt: typeset({ type: "text" }, value.alt) };
  if (node.type === "object" && isObj(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, node.fields?.[k] ? typeset(node.fields[k]!, v) : v]));
  }
  if (node.type === "list" && Array.isArray(value) && node.of) return value.map((v) => typeset(node.of!, v));
  return value;
}

/** changedTexts lists the texts whose language differs between mine and
 * theirs (a conflict's two versions), for the user to compare. */
export function changedTexts(node: SchemaNode, mine: unknown, theirs: unknown, path = ""): { path: string; lang: string; mine: string; theirs: string }[] {
  const out: { path: string; lang: string; mine: string; theirs: string }[] = [];
  const show = (v: unknown) => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));
  if (isLocalized(node.type) || node.type === "image") {
    const a = node.type === "image" ? getAt(mine, "alt") : mine;
    const b = node.type === "image" ? getAt(theirs, "alt") : theirs;
    const langs = new Set([...Object.keys(isObj(a) ? a : {}), ...Object.keys(isObj(b) ? b : {})]);
    for (const lang of langs) {
      const x = show(getAt(a, lang));
      const y = show(getAt(b, lang));
      if (x !== y) out.push({ path: node.type === "image" ? `${path}.alt` : path, lang, mine: x, theirs: y });
    }
    if (node.type === "image" && show(getAt(mine, "media")) !== show(getAt(theirs, "media"))) out.push({ path, lang: "", mine: show(mine), theirs: show(theirs) });
    return out;
  }
  if (node.type === "object") {
    for (const [f, child] of Object.entries(node.fields ?? {})) out.push(...changedTexts(child, getAt(mine, f), getAt(theirs, f), path ? `${path}.${f}` : f));
    return out;
  }
  if (node.type === "list") {
    const n = Math.max(Array.isArray(mine) ? mine.length : 0, Array.isArray(theirs) ? theirs.length : 0);
    for (let i = 0; i < n; i++) out.push(...changedTexts(node.of!, getAt(mine, String(i)), getAt(theirs, String(i)), path ? `${path}.${i}` : String(i)));
    return out;
  }
  if (show(mine) !== show(theirs)) out.push({ path, lang: "", mine: show(mine), theirs: show(theirs) });
  return out;
}

/** dateField is the month field of a list's items (a project's
 * "completed"), by which the list may be ordered; undefined when none. */
export function dateField(list: SchemaNode): string | undefined {
  return Object.entries(list.of?.fields ?? {}).find(([, n]) => n.type === "month")?.[0];
}

/** newestFirst orders items by a month field ("YYYY-MM"), the latest
 * first; items of the same month keep their order, items without one go
 * last. */
export function newestFirst<T>(items: T[], month: (item: T) => unknown): T[] {
  const key = (it: T) => {
    const m = month(it);
    return typeof m === "string" ? m : "";
  };
  return items.toSorted((a, b) => (key(a) === key(b) ? 0 : key(a) < key(b) ? 1 : -1));
}

/** moved is a list with the item at from moved to to. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [it] = copy.splice(from, 1);
  copy.splice(to, 0, it!);
  return copy;
}
