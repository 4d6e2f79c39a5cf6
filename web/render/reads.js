// What a render reads of the content document, so that a publish re-renders
// only the pages whose reads changed (docs/decisions/0225). The loaders get
// the document through proxies that note every access: a property read, an
// `in` test, a list of keys. Each read is a key (its kind and the JSON
// pointer of the place) and an observation of what was found there; a page
// reads the same observations from another document only if it renders the
// same bytes (a render is deterministic: its only input is the document).
// observe() computes an observation for a key again on another document, with
// the same code, so the two always compare alike.

/** The kinds of read, as the first character of a key. */
const GET = "="; // a property's value: "=/faq/0/question/en"
const HAS = "?"; // `in`, or an array method's hole check: "?/faq/3"
const KEYS = "*"; // the own keys (spread, Object.keys, JSON): "*/projects/0/images"
const DISTINCT = "%"; // the distinct values of a field over a list's items: "%/projects/sector"

const escape = (key) => String(key).replaceAll("~", "~0").replaceAll("/", "~1");
const unescape = (seg) => seg.replaceAll("~1", "/").replaceAll("~0", "~");

/** valueOf notes a value: JSON for a primitive, its type for an object. */
function valueOf(v) {
  if (v === undefined) return "u";
  if (Array.isArray(v)) return "a";
  if (typeof v === "object" && v !== null) return "o";
  if (typeof v === "function") return "f";
  return JSON.stringify(v);
}

const keysOf = (node) => JSON.stringify(Reflect.ownKeys(node).map(String));

let reads = new Map();
const proxies = new WeakMap();
const origins = new WeakMap(); // a proxy's node and pointer

/** tracked returns node (an object of the document at pointer) behind a
 * proxy that notes its reads; objects read through it come back tracked. */
export function tracked(node, pointer = "") {
  let p = proxies.get(node);
  if (p) return p;
  const child = (prop, v) => (typeof v === "object" && v !== null ? tracked(v, `${pointer}/${escape(prop)}`) : v);
  p = new Proxy(node, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof prop === "symbol") return v;
      // Inherited methods (map, find, hasOwnProperty) are code, not content.
      if (typeof v === "function" && !Object.hasOwn(target, prop)) return v;
      reads.set(`${GET}${pointer}/${escape(prop)}`, valueOf(v));
      return child(prop, v);
    },
    has(target, prop) {
      const v = Reflect.has(target, prop);
      if (typeof prop !== "symbol") reads.set(`${HAS}${pointer}/${escape(prop)}`, v ? "1" : "0");
      return v;
    },
    ownKeys(target) {
      reads.set(`${KEYS}${pointer}`, keysOf(target));
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, prop) {
      const d = Reflect.getOwnPropertyDescriptor(target, prop);
      if (d && "value" in d && typeof prop !== "symbol") {
        reads.set(`${GET}${pointer}/${escape(prop)}`, valueOf(d.value));
        d.value = child(prop, d.value); // allowed: JSON's properties are configurable
      }
      return d;
    },
  });
  proxies.set(node, p);
  origins.set(p, [node, pointer]);
  return p;
}

/** distinctIn lists the distinct values of field over list's items, sorted. */
const distinctIn = (list, field) => [...new Set(list.map((item) => item?.[field]).filter((v) => v !== undefined))].sort();

/** distinct returns the distinct values of field over the items of a
 * tracked list, sorted, noted as one read: a render that needs only which
 * values occur (the sectors that have projects) does not depend on each
 * item, so a project added in a sector already shown leaves it alone. */
export function distinct(list, field) {
  const origin = origins.get(list);
  if (!origin) return distinctIn(list, field);
  const [node, pointer] = origin;
  const values = distinctIn(node, field);
  reads.set(`${DISTINCT}${pointer}/${escape(field)}`, JSON.stringify(values));
  return values;
}

/** takeReads returns the reads noted since the last call, as [key,
 * observation] pairs, and starts a new list. */
export function takeReads() {
  const taken = [...reads];
  reads = new Map();
  return taken;
}

/** observe returns what each key finds in doc, as the proxy would have noted
 * it ("x" when a place above it is missing). */
export function observe(doc, keys) {
  return keys.map((key) => {
    const kind = key[0];
    const segs = key.slice(1) === "" ? [] : key.slice(2).split("/").map(unescape);
    const last = kind === KEYS ? undefined : segs.pop();
    let node = doc;
    for (const s of segs) {
      if (typeof node !== "object" || node === null) return "x";
      node = node[s];
    }
    if (typeof node !== "object" || node === null) return "x";
    if (kind === KEYS) return keysOf(node);
    if (kind === DISTINCT) return Array.isArray(node) ? JSON.stringify(distinctIn(node, last)) : "x";
    if (kind === HAS) return last in node ? "1" : "0";
    return valueOf(node[last]);
  });
}
