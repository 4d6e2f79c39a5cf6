/** The check of nothing-covered.spec.ts. floating-controls.spec.ts runs it
 * too, in its own page load, on the pages both look at; nothing-covered
 * loads the rest (docs/decisions/0320). */

/** A page of each kind: home, a project, the FAQ, contact (the form) and about. */
export const coveredPaths = ["/home", "/project/3", "/faq", "/contact", "/about"];
/** A bar at the screen's edge is slim: at most this tall. */
export const SLIM_BAR_PX = 72;
/** Where coveredAt looks: these fractions of the scroll range. */
export const COVERED_FRACTIONS = [0, 0.2, 0.4, 0.6, 0.8, 1];

/**
 * coveredAt runs in the page: it scrolls to each fraction of the page's
 * scroll range and lists every visible line of text, link, button or field
 * of the page that something fixed or sticky on screen covers. A bar across
 * the whole width at the top (the header) or the bottom (the contact bar)
 * frames the screen instead: what scrolls under it is out of view, as under
 * any edge, but at the end of the page nothing may be under a bottom bar
 * (the bar must keep its own space there). Anything else fixed or sticky,
 * such as a floating bubble, must cover nothing in view.
 */
export async function coveredAt({ fractions, slimBar }: { fractions: number[]; slimBar: number }): Promise<{ problems: string[]; seen: number }> {
  type Box = { left: number; top: number; right: number; bottom: number };
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const overlaps = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const name = (el: Element, text?: string) =>
    `${el.tagName.toLowerCase()} "${(text ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;

  const all = Array.from(document.body.querySelectorAll("*"));
  const stuck = all.filter((el) => ["fixed", "sticky"].includes(getComputedStyle(el).position));
  const inStuck = (el: Element) => stuck.some((s) => s.contains(el));
  const elements = Array.from(document.body.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea")).filter((el) => !inStuck(el));
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent?.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || inStuck(parent)) continue;
    texts.push(n as Text);
  }
  const range = document.createRange();
  const targets = (): Array<[Box, () => string]> => {
    const out: Array<[Box, () => string]> = [];
    for (const el of elements) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width >= 2 && r.height >= 2) out.push([r, () => name(el)]);
    }
    for (const node of texts) {
      if (!visible(node.parentElement!)) continue;
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width >= 2 && r.height >= 2) out.push([r, () => name(node.parentElement!, node.textContent ?? "")]);
      }
    }
    return out;
  };

  const problems: string[] = [];
  let seen = 0;
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const maxScroll = () => document.documentElement.scrollHeight - vh;
  for (const fraction of fractions) {
    // The page's length can still change as it is scrolled (pictures
    // decoded, a header that shrinks): the end is sought until reached.
    let y = 0;
    for (let tries = 0; tries < 10; tries++) {
      y = Math.round(maxScroll() * fraction);
      window.scrollTo({ top: y, behavior: "instant" });
      for (let i = 0; i < 3; i++) await frame();
      if (fraction < 1 || scrollY >= maxScroll() - 1) break;
    }
    const shown = stuck
      .filter(visible)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < vh && box.right > 0 && box.left < vw);
    const isBar = (b: Box) => b.right - b.left >= 0.9 * vw && (b.top <= 1 || b.bottom >= vh - 1);
    const bars = shown.filter(({ box }) => isBar(box));
    const topBars = bars.filter(({ box }) => box.top <= 1 && box.bottom < vh / 2);
    const bottomBars = bars.filter(({ box }) => box.bottom >= vh - 1 && box.top > vh / 2);
    for (const { el, box } of bottomBars) {
      if (box.bottom - box.top > slimBar) problems.push(`${name(el)} is ${Math.round(box.bottom - box.top)} px tall at ${vw}px`);
    }
    // What floats: the parts a fixed or sticky element draws (its links and
    // buttons, and itself when it paints a background or has no parts).
    const floating = shown
      .filter(({ el }) => !bars.some((b) => b.el.contains(el)) && !shown.some((o) => o.el !== el && o.el.contains(el)))
      .flatMap(({ el }) => {
        const parts = Array.from(el.querySelectorAll("a, button")).filter(visible);
        const style = getComputedStyle(el);
        if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none" || !parts.length) parts.push(el);
        return parts.map((p) => ({ el: p, box: p.getBoundingClientRect() }));
      })
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const bandTop = Math.max(0, ...topBars.map(({ box }) => box.bottom));
    const bandBottom = Math.min(vh, ...bottomBars.map(({ box }) => box.top));
    const atEnd = scrollY >= maxScroll() - 1;
    for (const [box, describe] of targets()) {
      if (box.bottom <= bandTop + 1 || box.top >= bandBottom - 1 || box.right <= 0 || box.left >= vw) {
        // Out of view, unless the page ends under a bottom bar.
        if (!(atEnd && box.top < vh && box.bottom > bandTop)) continue;
      }
      seen++;
      for (const f of floating) if (overlaps(f.box, box)) problems.push(`${describe()} under ${name(f.el)} at ${vw}px, scroll ${y}`);
      if (atEnd) for (const b of bottomBars) if (overlaps(b.box, box)) problems.push(`${describe()} under ${name(b.el)} at the end, ${vw}px`);
    }
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  return { problems: [...new Set(problems)], seen };
}
