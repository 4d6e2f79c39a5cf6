/**
 * fromWord turns the lists of a paste from Microsoft Word into real lists
 * before ProseMirror parses it into the allowlist's schema. Word writes a
 * list as paragraphs styled `mso-list`, each starting with its bullet or
 * number typed out inside an `[if !supportLists]` block; parsed as they are
 * they would become paragraphs starting with "·". Everything else (styles,
 * classes, spans, fonts, <o:p>) the schema drops by itself.
 */
export function fromWord(html: string): string {
  if (!/mso-list|urn:schemas-microsoft-com/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  let list: HTMLElement | null = null;
  for (const p of Array.from(doc.body.querySelectorAll("p"))) {
    const style = p.getAttribute("style") ?? "";
    if (!/mso-list:\s*l\d/i.test(style)) {
      list = null;
      continue;
    }
    const marker = wordMarker(p);
    const ordered = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker);
    if (!list || list.nextElementSibling !== p || (list.tagName === "OL") !== ordered) {
      list = doc.createElement(ordered ? "ol" : "ul");
      p.before(list);
    }
    const li = doc.createElement("li");
    li.append(...Array.from(p.childNodes));
    list.append(li);
    p.remove();
  }
  return doc.body.innerHTML;
}

// wordMarker removes the typed-out bullet or number of a Word list paragraph
// (the text between `<!--[if !supportLists]-->` and `<!--[endif]-->`, or a
// span styled `mso-list:Ignore`) and returns it.
function wordMarker(p: HTMLElement): string {
  let marker = "";
  const ignored = p.querySelector('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]');
  if (ignored) {
    marker = ignored.textContent ?? "";
    (ignored.parentElement?.tagName === "SPAN" && ignored.parentElement.parentElement === p ? ignored.parentElement : ignored).remove();
    return marker;
  }
  let inside = false;
  for (const node of Array.from(p.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = node.textContent ?? "";
      if (/\[if !supportLists\]/i.test(text)) inside = true;
      else if (/\[endif\]/i.test(text)) inside = false;
      node.remove();
      continue;
    }
    if (inside) {
      marker += node.textContent ?? "";
      node.remove();
    }
  }
  return marker;
}
