import { families, isObj, itemTitle, type SchemaNode, type Studio } from "./model";

/** Found is one text that holds what was searched: the item it is in (its
 * family, key and name), the field inside it ("study.features.2"), the
 * language, and the words around the match. */
export interface Found {
  family: string;
  /** The item's key in its family ("" for an object family). */
  key: string;
  title: string;
  field: string;
  lang: string;
  before: string;
  match: string;
  after: string;
}

/** The most a search lists: more says "narrow it down". */
export const searchMax = 50;

/** fold makes text comparable as a reader would: case, accents and
 * Arabic's short vowels ignored, as are the tatweel and the letters a
 * reader takes for one (أ إ آ ا, ى ي, ة ه). Each folded character stands
 * for one of the text (the map back), so a match can be shown in place. */
function fold(text: string): { folded: string; at: number[] } {
  let folded = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const base = text[i]!.normalize("NFD").replace(/[\u0300-\u036f\u064b-\u0652\u0670\u0640]/g, "");
    const c = base.toLocaleLowerCase("und").replace(/[أإآ]/g, "ا").replace(/ى/g, "ي").replace(/ة/g, "ه").replace(/ı/g, "i");
    for (const ch of c) {
      folded += ch;
      at.push(i);
    }
  }
  return { folded, at };
}

/** plain is an HTML text's words, without its markup. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** searchContent finds query in every text of the working document, in
 * every language: texts, rich texts (their words), plural forms and
 * pictures' alt texts, with the item and field each is in; at most
 * searchMax, in the document's order. uiLang names items. */
export function searchContent(studio: Pick<Studio, "schema" | "working">, query: string, uiLang: string): Found[] {
  const q = fold(query.trim().replace(/\s+/g, " ")).folded;
  if ([...q].length < 2) return [];
  const out: Found[] = [];
  const look = (family: string, key: string, title: string, field: string, lang: string, text: string) => {
    if (out.length >= searchMax) return;
    const { folded, at } = fold(text);
    const i = folded.indexOf(q);
    if (i < 0) return;
    const start = at[i]!;
    const end = at[i + q.length - 1]! + 1;
    const cut = (s: string, keep: number, fromEnd: boolean) => (s.length <= keep ? s : fromEnd ? `…${s.slice(-keep)}` : `${s.slice(0, keep)}…`);
    out.push({ family, key, title, field, lang, before: cut(text.slice(0, start), 40, true), match: text.slice(start, end), after: cut(text.slice(end), 60, false) });
  };
  const walk = (node: SchemaNode, value: unknown, path: string, visit: (field: string, lang: string, text: string) => void) => {
    const at = (name: string) => (path ? `${path}.${name}` : name);
    if ((node.type === "text" || node.type === "html") && isObj(value)) {
      for (const [lang, t] of Object.entries(value)) if (typeof t === "string") visit(path, lang, node.type === "html" ? plain(t) : t);
    } else if (node.type === "plural" && isObj(value)) {
      for (const [lang, forms] of Object.entries(value)) if (isObj(forms)) for (const t of Object.values(forms)) if (typeof t === "string") visit(path, lang, t);
    } else if (node.type === "image" && isObj(value) && isObj(value.alt)) {
      walk({ type: "text" }, value.alt, at("alt"), visit);
    } else if (node.type === "object" && isObj(value)) {
      for (const [name, child] of Object.entries(node.fields ?? {})) walk(child, value[name], at(name), visit);
    } else if (node.type === "list" && Array.isArray(value) && node.of) {
      value.forEach((v, i) => walk(node.of!, v, at(String(i)), visit));
    }
  };
  for (const f of families(studio)) {
    for (const item of f.items) {
      const title = f.list ? itemTitle(item.value, item.key, uiLang) : "";
      walk(f.list ? f.node.of! : f.node, item.value, "", (field, lang, text) => look(f.name, f.list ? item.key : "", title, field, lang, text));
    }
  }
  return out;
}
