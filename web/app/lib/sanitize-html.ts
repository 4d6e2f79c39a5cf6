/**
 * sanitizeHtml keeps the small subset of HTML the FAQ answers are written
 * in — simple inline tags and lists, without any attribute, and links
 * whose one attribute is an href to a page of the site, an https address
 * or a mailto: (linkHref) — and escapes or drops everything else. It is a plain string function, so it gives the same
 * result at prerender time in Node (which has no DOM) and in the browser, and
 * the page hydrates without a difference.
 *
 * Dropped with their content: script, style and other elements whose content
 * is not text. Dropped, content kept: every other tag not allowed. Attributes
 * are never kept (so no on* handler, style or javascript: URL survives);
 * comments, doctypes and processing instructions are removed; a stray "<" is
 * escaped; unclosed allowed tags are closed and stray closing tags ignored.
 * A link to a page of the site is written as the page's path without
 * language or variant ("/projects"): `page` makes it the visitor's own.
 */
const ALLOWED = new Set(["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "code", "small", "a"]);

/** linkHref is what a link may point at: internal/content/html.go's pattern. */
const linkHref = /^(\/[a-z0-9-]+(\/[a-z0-9-]+)*(#[a-z0-9-]+)?|https:\/\/[^\s"'<>`]+|mailto:[^\s"'<>`?]+@[^\s"'<>`?]+)$/;
/** A link's only attribute, its href, quoted. */
const hrefOnly = /^\s+href\s*=\s*(?:"([^"]*)"|'([^']*)')\s*$/;

/** wellFormedLink is internal/content/html.go's: an https URL with a
 * dotted host and no user, a mailto: of one address, or a site path. */
export function wellFormedLink(href: string): boolean {
  if (!linkHref.test(href)) return false;
  if (href.startsWith("mailto:")) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href.slice(7));
  if (href.startsWith("https://")) {
    try {
      const u = new URL(href);
      return u.hostname.includes(".") && !u.username && !u.password;
    } catch {
      return false;
    }
  }
  return true;
}

const decodeAttr = (v: string) => v.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const encodeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const VOID = new Set(["br"]);
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "title", "svg", "math", "xmp", "noembed", "noframes", "select"]);

// A tag (attribute values may be quoted and contain ">"), a comment, or a
// markup declaration / processing instruction.
const MARKUP = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function sanitizeHtml(input: string, page: (path: string) => string = (path) => path): string {
  let out = "";
  const open: string[] = [];
  let last = 0;
  MARKUP.lastIndex = 0;
  for (let m = MARKUP.exec(input); m; m = MARKUP.exec(input)) {
    out += escapeText(input.slice(last, m.index));
    last = MARKUP.lastIndex;
    const [, slash, rawName, attrs = ""] = m;
    if (!rawName) continue; // comment or declaration
    const name = rawName.toLowerCase();
    if (!slash && DROP_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, "ig");
      end.lastIndex = last;
      const close = end.exec(input);
      last = close ? end.lastIndex : input.length;
      MARKUP.lastIndex = last;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (name === "a" && !slash) {
      const href = hrefOnly.exec(attrs);
      const value = href ? decodeAttr(href[1] ?? href[2] ?? "") : "";
      if (!wellFormedLink(value)) continue; // dropped, its text kept (its close ignored)
      out += `<a href="${encodeAttr(value.startsWith("/") ? page(value) : value)}">`;
      open.push(name);
      continue;
    }
    if (VOID.has(name)) {
      if (!slash) out += `<${name}>`;
      continue;
    }
    if (!slash) {
      out += `<${name}>`;
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  out += escapeText(input.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
