/** The pending changes apart from React: what GET /api/admin/content/pending
 * answers, which items the publish dialog checks first, how an item is
 * named and where its page is, what a change shows of its two values, and
 * the sentence that says which languages an item lacks. */

import { languageName, regionName } from "~/features/admin-core/format";
import { options } from "~/features/admin-core/site";
import { fill, plural, type AdminLanguage } from "~/features/admin-core/texts";
import { families, isLocalized, isObj, itemTitle, type Schema, type SchemaNode, type Studio } from "./model";
import type { PendingTexts } from "./pending-texts";
import type { PublishingTexts } from "./publishing-texts";
import { familyLabel, fieldLabel, type StudioTexts } from "./texts";

/** One change of an item against another version of it (a history
 * diff's, or a pending item's against the live site). */
export interface Change {
  pointer: string;
  field: string;
  language: string;
  before: unknown;
  after: unknown;
}

export type PendingKind = "added" | "changed" | "removed" | "order";

/** PendingItem is one item of GET /api/admin/content/pending. */
export interface PendingItem {
  pointer: string;
  kind: PendingKind;
  languages: string[];
  changes: Change[];
  authors: { id: string; name: string }[];
  changedAt: string | null;
  ready: { by: string; at: string } | null;
  mine: boolean;
  publishable: boolean;
  missing: { field: string; language: string }[];
}

/** Incomplete is one item of a refused publish's `incomplete`: by
 * language, the fields lacking it; the fields holding an example contact. */
export interface Incomplete {
  pointer: string;
  by: string;
  missing: Record<string, string[]>;
  examples?: string[];
}

/** defaultSelection: the items the publish dialog checks when it opens,
 * the caller's own that they may publish. */
export function defaultSelection(items: PendingItem[]): string[] {
  return items.filter((i) => i.mine && i.publishable).map((i) => i.pointer);
}

/** splitPointer: "/testimonials/sara" → family and key; "/about" and
 * "/projects" (a family's order) have no key. */
export function splitPointer(pointer: string): { family: string; key: string | null } {
  const [family = "", key] = pointer.split("/").slice(1);
  return { family, key: key ?? null };
}

/** itemLink is where an item is edited: its own page, or its family's
 * when it is gone (deleted) or the change is the family's order. */
export function itemLink(pointer: string, kind?: PendingKind): string {
  const { family, key } = splitPointer(pointer);
  return key === null || kind === "removed" ? `/admin/studio/${family}` : `/admin/studio/${family}/${encodeURIComponent(key)}`;
}

/** Namer names items as the studio does ("Testimonials › Sara"): by their
 * title in the working document, else in a change that holds the whole
 * item (one deleted), else by key. */
export interface Namer {
  item: (pointer: string, changes?: Change[]) => string;
  /** title of one item of a list family, by key (a reorder's keys). */
  title: (family: string, key: string) => string;
}

export function namer(st: StudioTexts, lang: string, studio?: Pick<Studio, "schema" | "working">): Namer {
  const values = new Map<string, unknown>();
  if (studio) for (const f of families(studio)) for (const it of f.items) values.set(it.pointer, it.value);
  const title = (family: string, key: string, changes: Change[] = []) => {
    const pointer = `/${family}/${key}`;
    const whole = changes.find((c) => c.pointer === pointer && c.field === "");
    const value = values.get(pointer) ?? whole?.after ?? whole?.before;
    // Lacking the interface's language, in the site's first that it has.
    return itemTitle(value, key, lang, options.languages);
  };
  return {
    item: (pointer, changes) => {
      const { family, key } = splitPointer(pointer);
      const label = familyLabel(st, family);
      return key === null ? label : `${label} › ${title(family, key, changes)}`;
    },
    title: (family, key) => title(family, key),
  };
}

/** fieldName names a change's field ("images.0.alt") in the interface
 * language: "Pictures › 1 › Alt text". */
export function fieldName(st: StudioTexts, field: string): string {
  return field
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part === "hidden" ? st.hiddenLabel : fieldLabel(st, part)))
    .join(" › ");
}

/** groupMissing turns a pending item's `missing` into a refusal's shape:
 * by language, its fields, in the order given, or with `schema` and the
 * item's `pointer`, in the order of the item's form. */
export function groupMissing(missing: PendingItem["missing"], schema?: Schema, pointer?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of missing) (out[m.language] ??= []).push(m.field);
  if (schema && pointer) {
    const order = formOrder(schema, splitPointer(pointer).family);
    for (const fields of Object.values(out)) fields.sort(order);
  }
  return out;
}

/** formOrder compares two fields of an item of family ("name",
 * "study.need", "features.2") by where its form shows them: texts first
 * (plan's order), then the schema's order, a list's entries by index. */
export function formOrder(schema: Schema, family: string): (a: string, b: string) => number {
  let root = schema.root.fields?.[family];
  if (root?.type === "list") root = root.of;
  const rank = (path: string) => {
    const out: number[] = [];
    let node = root;
    for (const [depth, part] of path.split(".").entries()) {
      if (/^\d+$/.test(part)) {
        out.push(Number(part));
        node = node?.of;
        continue;
      }
      const names = Object.keys(node?.fields ?? {});
      const child = node?.fields?.[part];
      // At the top the form draws texts before the rest, as plan does.
      const first = depth === 0 && child && isLocalized(child.type) ? 0 : names.length;
      out.push(names.includes(part) ? first + names.indexOf(part) : Number.MAX_SAFE_INTEGER);
      node = child;
    }
    return out;
  };
  return (a, b) => {
    const x = rank(a);
    const y = rank(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
}

/** languageInSentence is a language's name as the missing-language
 * sentence needs it: French puts its article before it ("le français",
 * "l’arabe"). */
function languageInSentence(ui: AdminLanguage, code: string): string {
  const name = languageName(ui, code);
  if (ui !== "fr") return name;
  return /^[aeiouyhâàéèêîïôû]/i.test(name) ? `l’${name}` : `le ${name}`;
}

/** missingSentence says what an item lacks: "French is missing: Company,
 * Text; Turkish is missing: Text" ("il manque le français : Entreprise,
 * Texte" in French), the languages in the order given. */
export function missingSentence(st: StudioTexts, qt: PendingTexts, ui: AdminLanguage, missing: Record<string, string[]>): string {
  return Object.entries(missing)
    .filter(([, fields]) => fields.length > 0)
    .map(([code, fields]) => fill(qt.missingClause, { lang: languageInSentence(ui, code), fields: fields.map((f) => fieldName(st, f)).join(qt.fieldJoin) }))
    .join(qt.clauseJoin);
}

/** capitalised: a sentence that starts a line, its first letter as a capital. */
export function capitalised(ui: AdminLanguage, text: string): string {
  return text.charAt(0).toLocaleUpperCase(ui) + text.slice(1);
}

/** RefusalLine is one item of a refused publish: its name, a link to its
 * page, what it lacks and who saved it last (put in a sentence by
 * lineText, the name kept apart for a page to isolate its direction). */
export interface RefusalLine {
  pointer: string;
  name: string;
  to: string;
  text: string;
  by: string;
}

/** incompleteLines turns a 422's `incomplete` into one line per item. */
export function incompleteLines(st: StudioTexts, qt: PendingTexts, ui: AdminLanguage, names: Namer, incomplete: Incomplete[]): RefusalLine[] {
  return incomplete.map((i) => {
    const examples = i.examples?.length ? fill(qt.examplesClause, { fields: i.examples.map((f) => fieldName(st, f)).join(qt.fieldJoin) }) : "";
    const text = [missingSentence(st, qt, ui, i.missing), examples].filter(Boolean).join(qt.clauseJoin);
    return { pointer: i.pointer, name: names.item(i.pointer), to: itemLink(i.pointer), text, by: i.by };
  });
}

/** lineText is what a refusal line says after the item's name: "French is
 * missing: Name, Role (saved by Lina)". */
export function lineText(qt: PendingTexts, line: RefusalLine): string {
  return line.by ? `${line.text} (${fill(qt.savedBy, { name: line.by })})` : line.text;
}

/** notAllowedLines names the items a 403 not_publishable lists. */
export function notAllowedLines(names: Namer, pointers: string[]): RefusalLine[] {
  return pointers.map((p) => ({ pointer: p, name: names.item(p), to: itemLink(p), text: "", by: "" }));
}

/** nodeAt is the schema's node of a field of an item of family. */
export function nodeAt(schema: Schema, family: string, field: string): SchemaNode | undefined {
  let node = schema.root.fields?.[family];
  if (node?.type === "list") node = node.of;
  for (const part of field ? field.split(".") : []) {
    if (!node) return undefined;
    if (node.type === "list") node = node.of;
    else if (node.type === "image") node = part === "alt" ? { type: "text" } : undefined;
    else node = node.fields?.[part];
  }
  return node;
}

/** A change as the difference view shows it: a label (the field, or
 * Added / Removed), the language of a text, and either the two values as
 * text (null: no box for that side) or one note ("Picture changed"). */
export interface ChangeView {
  label: string;
  language: string;
  before: string | null;
  after: string | null;
  note: string | null;
}

export interface ChangeWords {
  st: StudioTexts;
  pt: PublishingTexts;
  qt: PendingTexts;
  lang: AdminLanguage;
  names?: Namer;
  schema?: Schema;
}

/** The longest text a side of a change shows before it is cut. */
export const textShown = 240;

/** plainText is a text value as a person reads it: tags dropped, spaces
 * collapsed, a plural's forms side by side, cut at a word past textShown
 * characters. */
export function plainText(v: unknown): string {
  const raw = typeof v === "string" ? v : isObj(v) ? Object.values(v).filter((x) => typeof x === "string").join(" / ") : v == null ? "" : String(v);
  const text = raw
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "’")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= textShown) return text;
  const cut = text.slice(0, textShown);
  const space = cut.lastIndexOf(" ");
  return `${(space > textShown * 0.7 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛]+$/, "")}…`;
}

const isPicture = (v: unknown) => (isObj(v) && ("media" in v || "decorative" in v)) || (typeof v === "string" && /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(v));

/** describeChange is what the difference view shows of one change.
 * Texts show as plain text; a picture, a flag, a number of entries are
 * summarised; a reorder shows the items' names in both orders. */
export function describeChange(w: ChangeWords, c: Change): ChangeView {
  const { st, pt, qt, lang } = w;
  const { family } = splitPointer(c.pointer);
  const shown = (v: unknown) => (v == null || v === "" ? pt.empty : plainText(v));
  if (c.field === "") return { label: c.before == null ? pt.added : pt.removed, language: "", before: null, after: null, note: null };
  if (c.field === "order") {
    // One item a line, numbered: titles hold commas and dashes of their own.
    const names = (v: unknown) => (Array.isArray(v) ? v.map((k, i) => `${i + 1}. ${w.names ? w.names.title(family, String(k)) : String(k)}`).join("\n") : pt.empty);
    return { label: qt.order, language: "", before: names(c.before), after: names(c.after), note: null };
  }
  const view = { label: fieldName(st, c.field), language: c.language, note: null };
  if (c.language) return { ...view, before: shown(c.before), after: shown(c.after) };
  // An uploaded picture compared part by part: its alt text language by
  // language (above), its file as "Picture changed" under the field's name.
  if (/\.(media|src)$/.test(c.field) && w.schema && nodeAt(w.schema, family, c.field.replace(/\.(media|src)$/, ""))?.type === "image") {
    return { ...view, label: fieldName(st, c.field.replace(/\.(media|src)$/, "")), before: null, after: null, note: c.before == null ? qt.pictureAdded : c.after == null ? qt.pictureRemoved : qt.pictureChanged };
  }
  const node = w.schema ? nodeAt(w.schema, family, c.field) : undefined;
  const type = node?.type ?? (isPicture(c.before) || isPicture(c.after) ? "image" : typeof (c.before ?? c.after) === "boolean" ? "bool" : Array.isArray(c.before ?? c.after) ? "list" : undefined);
  switch (type) {
    case "image": {
      const sameMedia = isObj(c.before) && isObj(c.after) && c.before.media === c.after.media;
      const note = c.before == null ? qt.pictureAdded : c.after == null ? qt.pictureRemoved : sameMedia ? qt.altChanged : qt.pictureChanged;
      return { ...view, before: null, after: null, note };
    }
    case "enum":
      // A flag by its country's name, as the form's choice shows it.
      if (c.field.split(".").at(-1) === "flag") {
        const country = (v: unknown) => (typeof v === "string" && v ? regionName(lang, v) : pt.empty);
        return { ...view, before: country(c.before), after: country(c.after) };
      }
      return { ...view, before: shown(c.before), after: shown(c.after) };
    case "bool":
      return { ...view, before: c.before === true ? qt.yes : qt.no, after: c.after === true ? qt.yes : qt.no };
    case "list": {
      const count = (v: unknown) => (Array.isArray(v) ? plural(lang, qt.entries, v.length) : pt.empty);
      return { ...view, before: count(c.before), after: count(c.after) };
    }
    case "object":
      return { ...view, before: null, after: null, note: c.before == null ? pt.added : c.after == null ? pt.removed : null };
    default:
      return { ...view, before: shown(c.before), after: shown(c.after) };
  }
}

/** describeChanges lists a whole item's changes as rows; with `whole`, an
 * item added or deleted shows its texts (in the interface language, else
 * the first it has) after "Added" / "Removed", so the row says what the
 * item is. */
export function describeChanges(w: ChangeWords, changes: Change[], whole = false): ChangeView[] {
  return changes.flatMap((c) => {
    const view = describeChange(w, c);
    if (c.field !== "" || !whole) return [view];
    const value = c.after ?? c.before;
    const side = c.after != null ? "after" : "before";
    const texts = isObj(value)
      ? Object.entries(value).flatMap(([field, v]) => {
          const node = w.schema ? nodeAt(w.schema, splitPointer(c.pointer).family, field) : undefined;
          const text = node ? isLocalized(node.type) : isObj(v) && Object.keys(v).every((k) => /^[a-z]{2,3}$/.test(k));
          if (!text || !isObj(v)) return [];
          const language = typeof v[w.lang] === "string" && v[w.lang] ? w.lang : Object.keys(v).find((l) => typeof v[l] === "string" && v[l]);
          if (!language) return [];
          return [{ field, label: fieldName(w.st, field), language, before: side === "before" ? plainText(v[language]) : null, after: side === "after" ? plainText(v[language]) : null, note: null }];
        })
      : [];
    if (w.schema) {
      const order = formOrder(w.schema, splitPointer(c.pointer).family);
      texts.sort((a, b) => order(a.field, b.field));
    }
    return [view, ...texts.slice(0, 6).map(({ field: _, ...row }) => row)];
  });
}
