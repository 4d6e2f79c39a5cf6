/**
 * sanitizeHtml keeps the small subset of HTML the FAQ answers are written
 * in — simple inline tags and lists, without any attribute — and escapes or
 * drops everything else. It is a plain string function, so it gives the same
 * result at prerender time in Node (which has no DOM) and in the browser, and
 * the page hydrates without a difference.
 *
 * Dropped with their content: script, style and other elements whose content
 * is not text. Dropped, content kept: every other tag not allowed. Attributes
 * are never kept (so no on* handler, style or javascript: URL survives);
 * comments, doctypes and processing instructions are removed; a stray "<" is
 * escaped; unclosed allowed tags are closed and stray closing tags ignored.
 */
const ALLOWED = new Set(["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "code", "small"]);
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

export function sanitizeHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let last = 0;
  MARKUP.lastIndex = 0;
  for (let m = MARKUP.exec(input); m; m = MARKUP.exec(input)) {
    out += escapeText(input.slice(last, m.index));
    last = MARKUP.lastIndex;
    const [, slash, rawName] = m;
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
