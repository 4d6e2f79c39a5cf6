/** Finding an item in the framed preview: the preview is same-origin and
 * runs no script, so the studio reads its page from outside, finds the
 * element that shows the item by the item's texts in the preview's
 * language, brings it into view (a carousel's slide shown, a disclosure
 * opened), marks it with an outline and scrolls to it. The public site's
 * HTML is not changed: only the frame's document, in the studio. */

/** The fields that name an item, as the studio's titles (model.ts). */
const titleFields = ["name", "title", "question", "short", "label"];

/** The shortest text looked for: shorter ones ("5", "OK") are anywhere. */
const shortest = 3;
/** A long text is looked for by its beginning: later, its rendering (a
 * rich text's markup, typography) is likelier to differ. */
const longest = 80;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** squeeze folds runs of white space into one space, trimmed. */
export function squeeze(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** plain is a text as the page shows it: markup taken out. */
function plain(s: string): string {
  if (!s.includes("<")) return squeeze(s);
  if (typeof DOMParser !== "undefined") return squeeze(new DOMParser().parseFromString(s, "text/html").body.textContent ?? "");
  return squeeze(s.replace(/<[^>]*>/g, " "));
}

/** localized reads a text of the item in lang: a string, or every form of
 * a plural (the page shows one of them). */
function localized(v: unknown, lang: string, languages: readonly string[]): string[] | null {
  if (!isObj(v)) return null;
  const keys = Object.keys(v);
  if (keys.length === 0 || !keys.every((k) => languages.includes(k))) return null;
  const own = v[lang];
  if (typeof own === "string") return [own];
  if (isObj(own)) return Object.values(own).filter((f): f is string => typeof f === "string");
  return [];
}

/** itemTexts are the texts of an item in lang that a page shows, the most
 * telling first: its title (name, title, question…), then its other
 * texts in the item's order. Each once, squeezed, cut to its beginning
 * when long. */
export function itemTexts(value: unknown, lang: string, languages: readonly string[]): string[] {
  const titles: string[] = [];
  const rest: string[] = [];
  const walk = (v: unknown, into: string[]) => {
    const texts = localized(v, lang, languages);
    if (texts) {
      into.push(...texts);
      return;
    }
    if (Array.isArray(v)) v.forEach((x) => walk(x, into));
    else if (isObj(v)) Object.values(v).forEach((x) => walk(x, into));
  };
  if (isObj(value)) {
    for (const f of titleFields) if (f in value) walk(value[f], titles);
    for (const [k, v] of Object.entries(value)) if (!titleFields.includes(k)) walk(v, rest);
  }
  const out: string[] = [];
  for (const t of [...titles, ...rest]) {
    const s = plain(t).slice(0, longest).trim();
    if (s.length >= shortest && !out.includes(s)) out.push(s);
  }
  return out;
}

/** A slide of a carousel (the public site's carousels mark theirs). */
const slideSelector = '[aria-roledescription="slide"]';
/** What holds one item on a page: a card of a list, a slide. */
const holderSelector = `${slideSelector}, li, article, figure, details, blockquote, tr`;

/** rank says how good a place to show the item an element is: in the
 * page's main content and visible first, then in a slide a carousel
 * hides (it can be shown), then hidden otherwise, then outside main (the
 * header's menus, the footer). Lower is better. */
function rank(el: Element): number {
  if (!el.closest("main")) return 3;
  const hidden = el.closest('[aria-hidden="true"], [hidden], [inert]');
  if (!hidden) return 0;
  const slide = el.closest(slideSelector);
  return slide && slide.contains(hidden) ? 1 : 2;
}

/** deepest lists the innermost elements under root whose text holds text. */
function deepest(root: Element, text: string): Element[] {
  if (!squeeze(root.textContent ?? "").includes(text)) return [];
  const inner = [...root.children].flatMap((c) => deepest(c, text));
  return inner.length > 0 ? inner : [root];
}

/** findItem finds the element showing an item whose texts are texts (as
 * itemTexts gives them): the first text found in the main content wins;
 * a picture counts by its alt text. null when no text is on the page. */
export function findItem(doc: Document, texts: readonly string[]): Element | null {
  const body = doc.body;
  if (!body) return null;
  let best: { el: Element; rank: number } | null = null;
  for (const text of texts) {
    const pictures = [...body.querySelectorAll("img[alt]")].filter((img) => squeeze(img.getAttribute("alt") ?? "").includes(text));
    const found = [...deepest(body, text), ...pictures].filter((el) => !el.closest("script, style, template, noscript, svg"));
    // Document order, so the first of equal rank is the one higher up.
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const el of found) {
      const r = rank(el);
      if (!best || r < best.rank) best = { el, rank: r };
    }
    if (best && best.rank <= 1) break;
  }
  return best?.el ?? null;
}

/** holderOf is what to mark for the element that shows an item: its card
 * or slide, else its section of the main content, else itself. */
export function holderOf(el: Element): Element {
  const main = el.closest("main");
  const within = (h: Element | null) => (h && main && main.contains(h) && h !== main ? h : null);
  return within(el.closest(holderSelector)) ?? within(el.closest("section")) ?? el;
}

/** reveal shows what the page, without its scripts, hides of el: the
 * carousel's slide it is in takes the place of the slide shown (they
 * trade their state), and a closed disclosure around it opens. */
export function reveal(el: Element): void {
  const slide = el.closest(slideSelector);
  if (slide && slide.getAttribute("aria-hidden") === "true") {
    const shown = [...(slide.parentElement?.children ?? [])].find((s) => s !== slide && s.matches(slideSelector) && s.getAttribute("aria-hidden") !== "true");
    if (shown) {
      for (const name of ["class", "data-state", "aria-hidden", "inert"]) {
        const a = slide.getAttribute(name);
        const b = shown.getAttribute(name);
        if (b === null) slide.removeAttribute(name);
        else slide.setAttribute(name, b);
        if (a === null) shown.removeAttribute(name);
        else shown.setAttribute(name, a);
      }
    }
  }
  for (let d = el.closest("details"); d; d = d.parentElement?.closest("details") ?? null) d.open = true;
}

/** The attribute a marked element carries (tests find it by it). */
export const markAttribute = "data-studio-item";

/** mark outlines el, drawn over the page's own colours (amber, as the
 * studio's focus is not: a mark is not a focus). */
export function mark(el: Element): void {
  el.setAttribute(markAttribute, "");
  const style = (el as HTMLElement).style;
  if (!style) return;
  style.setProperty("outline-style", "solid");
  style.setProperty("outline-width", "4px");
  style.setProperty("outline-color", "#f59e0b");
  style.setProperty("outline-offset", "4px");
}

/** scrollTo scrolls the frame's window to el, centred when it fits. Not
 * scrollIntoView: that would scroll the studio's own boxes too. */
function scrollTo(el: Element): void {
  const win = el.ownerDocument.defaultView;
  if (!win) return;
  const box = el.getBoundingClientRect();
  const top = win.scrollY + box.top - Math.max(16, (win.innerHeight - box.height) / 2);
  win.scrollTo({ top: Math.max(0, top), behavior: "instant" });
}

/** showItem finds, reveals, marks and scrolls to the item in the frame's
 * document; false (the page left at its top) when it is not there. */
export function showItem(doc: Document, texts: readonly string[]): boolean {
  const el = findItem(doc, texts);
  if (!el) return false;
  reveal(el);
  const holder = holderOf(el);
  mark(holder);
  scrollTo(holder);
  return true;
}

/** scrollToMarked scrolls the frame back to the item marked, after the
 * page was laid out again (another width). */
export function scrollToMarked(doc: Document): void {
  const el = doc.querySelector(`[${markAttribute}]`);
  if (el) scrollTo(el);
}
