import { site } from "./site-data";

/** The pages floating-controls.spec.ts scans: every page of the site list,
 * and one project page for the project layout. */
export const overlapScanPaths = [...site.pages.map((p) => `/${p}`), `/project/${site.projectIds[0]}`];

/** What scanForOverlaps found on one page at one viewport size. */
export interface OverlapReport {
  /** Links, buttons, fields and lines of text that came fully into view
   * (below the sticky header) but never without a floating control on them. */
  trapped: string[];
  /** Parts of the consultation form a floating control covered while the
   * form was on screen, with the scroll position. */
  formCovered: string[];
  /** Places where the e-mail bubble's outer colours had less than 3:1
   * contrast with what was behind it. */
  lowContrast: string[];
  /** How many scroll positions were checked and how many targets were seen
   * fully in view, so a test can tell that the scan looked at something. */
  steps: number;
  seen: number;
}

/**
 * scanForOverlaps runs in the page (page.evaluate): it scrolls from top to
 * bottom in steps of a quarter of the viewport and, at each step, once the
 * floating controls have settled, measures every target against every
 * fixed-position control. The whole scan is one call into the page, so the
 * geometry of thousands of lines costs no round trips.
 */
export async function scanForOverlaps(emailBubbleLabel: string): Promise<OverlapReport> {
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlaps = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (el: Element, text?: string) => {
    const label = text ?? el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent ?? "";
    return `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, " ").slice(0, 60)}"`;
  };

  const all = Array.from(document.body.querySelectorAll("*"));
  const fixed = all.filter((el) => getComputedStyle(el).position === "fixed");
  // The sticky header (with the announcement, from the sm breakpoint): what
  // scrolls under it is not covered by a floating control.
  // The contact bar (below xl) likewise frames the bottom of the screen.
  const bars = all.filter((el) => getComputedStyle(el).position === "sticky" && el.getBoundingClientRect().width >= 0.9 * innerWidth);
  const inChrome = (el: Element) => [...fixed, ...bars].some((f) => f.contains(el));
  const barsBottom = () => Math.max(0, ...bars.map((b) => b.getBoundingClientRect()).filter((r) => r.top <= 1).map((r) => r.bottom));
  const barsTop = () =>
    Math.min(
      document.documentElement.clientHeight,
      ...bars
        .filter((b) => b.checkVisibility())
        .map((b) => b.getBoundingClientRect())
        .filter((r) => r.top > document.documentElement.clientHeight / 2)
        .map((r) => r.top),
    );

  // Targets: interactive elements, and each line box of each text node.
  const elements = Array.from(document.body.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, label, summary")).filter(
    (el) => !inChrome(el),
  );
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent?.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || inChrome(parent)) continue;
    texts.push(n as Text);
  }
  const range = document.createRange();
  /** targetBoxes lists [key, box, description] for every target shown now. */
  const targetBoxes = (): Array<[string, Box, () => string]> => {
    const out: Array<[string, Box, () => string]> = [];
    elements.forEach((el, i) => {
      if (!visible(el)) return;
      const r = el.getBoundingClientRect();
      if (r.width >= 2 && r.height >= 2) out.push([`e${i}`, r, () => describe(el)]);
    });
    texts.forEach((node, i) => {
      if (!visible(node.parentElement!)) return;
      range.selectNodeContents(node);
      Array.from(range.getClientRects()).forEach((r, line) => {
        if (r.width >= 2 && r.height >= 2) out.push([`t${i}.${line}`, r, () => describe(node.parentElement!, `line ${line + 1} of ${node.textContent}`)]);
      });
    });
    return out;
  };
  /** controls are the boxes of what the fixed controls draw: their links and
   * buttons, and the control itself when it has a background. */
  const controls = (): Array<{ box: Box; el: Element }> =>
    fixed
      .filter(visible)
      .flatMap((f) => {
        const parts = Array.from(f.querySelectorAll("a, button")).filter(visible);
        const style = getComputedStyle(f);
        if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none" || !parts.length) parts.push(f);
        return parts;
      })
      .map((el) => ({ box: el.getBoundingClientRect(), el }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
  /** intersected resolves once IntersectionObserver has looked at the page
   * at this scroll position: a probe's first callback comes in the same
   * delivery as, and after, the page's own observer's (created earlier). On
   * a busy machine that can take longer than a few frames. */
  const intersected = () =>
    new Promise<void>((resolve) => {
      const targets = document.querySelectorAll("[data-keep-clear]");
      if (targets.length === 0) return resolve();
      const probe = new IntersectionObserver(() => {
        probe.disconnect();
        resolve();
      });
      targets.forEach((el) => probe.observe(el));
    });
  /** settled waits until the floating controls have answered a scroll (an
   * IntersectionObserver callback, then a render: they get out of the way
   * near the form and the footer) and stay put for three frames. */
  const settled = async () => {
    await intersected();
    // The first sample is taken at once, not a frame later: where the
    // controls do not move (most steps) three frames are then enough, one
    // less per step (a frame is ~17 ms, and a page has 100–200 steps).
    const sample = () => JSON.stringify(controls().map(({ box }) => [box.left, box.top, box.right, box.bottom]));
    let last = sample();
    let same = 0;
    for (let i = 0; i < 30 && same < 3; i++) {
      await frame();
      const now = sample();
      same = now === last ? same + 1 : 0;
      last = now;
    }
  };

  // Contrast of the e-mail bubble: its fill or its ring must stand out.
  const rgb = (css: string) => {
    const m = css.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    return m ? { c: [Number(m[1]), Number(m[2]), Number(m[3])], a: m[4] === undefined ? 1 : Number(m[4]) } : undefined;
  };
  const colours = (css: string) => Array.from(css.matchAll(/rgba?\([^)]*\)/g), (m) => rgb(m[0])!).filter((c) => c.a > 0.5).map((c) => c.c);
  const luminance = (c: number[]) =>
    c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };
  /** backdrop lists the colours painted behind a point, under the controls. */
  const backdrop = (x: number, y: number): number[][] => {
    for (const el of document.elementsFromPoint(x, y)) {
      if (fixed.some((f) => f.contains(el))) continue;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        const found = [...colours(s.backgroundImage), ...colours(s.backgroundColor)];
        if (found.length) return found;
      }
    }
    return [[255, 255, 255]];
  };
  const email = fixed.flatMap((f) => Array.from(f.querySelectorAll(`a[aria-label="${CSS.escape(emailBubbleLabel)}"]`)))[0];

  const seenInView = new Set<string>();
  const seenFree = new Set<string>();
  const described = new Map<string, () => string>();
  const formCovered: string[] = [];
  const lowContrast: string[] = [];
  const form = document.querySelector("#consultation form");
  const viewportHeight = document.documentElement.clientHeight;
  const viewportWidth = document.documentElement.clientWidth;
  const stepSize = Math.floor(viewportHeight / 4);
  const maxScroll = document.documentElement.scrollHeight - viewportHeight;
  const positions: number[] = [];
  for (let y = 0; y < maxScroll; y += stepSize) positions.push(y);
  positions.push(maxScroll);

  for (const y of positions) {
    window.scrollTo({ top: y, behavior: "instant" });
    await settled();
    const boxes = controls();
    const top = barsBottom();
    const bottom = barsTop();
    for (const [key, box, describeIt] of targetBoxes()) {
      if (box.top < top - 0.5 || box.bottom > bottom + 0.5 || box.left < -0.5 || box.right > viewportWidth + 0.5) continue;
      seenInView.add(key);
      described.set(key, describeIt);
      if (!boxes.some((c) => overlaps(c.box, box))) seenFree.add(key);
    }
    if (form) {
      const formBox = form.getBoundingClientRect();
      if (formBox.bottom > top && formBox.top < bottom) {
        for (const field of Array.from(form.querySelectorAll("input:not([type=hidden]), select, textarea, button, label, legend")).filter(visible)) {
          const box = field.getBoundingClientRect();
          if (box.width < 2 || box.height < 2) continue; // visually hidden (the honeypot)
          const hit = boxes.find((c) => overlaps(c.box, box));
          if (hit) formCovered.push(`${describe(field)} under ${describe(hit.el)} at scroll ${y}`);
        }
      }
    }
    if (email && visible(email)) {
      const b = email.getBoundingClientRect();
      const s = getComputedStyle(email);
      const own = [...colours(s.backgroundColor), ...colours(s.boxShadow)];
      const edge = [
        [b.left - 3, b.top + b.height / 2],
        [b.right + 3, b.top + b.height / 2],
        [b.left + b.width / 2, b.top - 3],
        [b.left + b.width / 2, b.bottom + 3],
      ] as const;
      for (const [x, py] of edge) {
        for (const behind of backdrop(x, py)) {
          const best = Math.max(...own.map((c) => contrast(c, behind)));
          if (best < 3) lowContrast.push(`rgb(${behind.join(",")}) at scroll ${y}: best ${best.toFixed(2)}:1`);
        }
      }
    }
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  const trapped = [...seenInView].filter((k) => !seenFree.has(k)).map((k) => described.get(k)!());
  return { trapped, formCovered, lowContrast: [...new Set(lowContrast)], steps: positions.length, seen: seenInView.size };
}
