import { expect, hydrated, test } from "./fixtures";

/** Icons that point along the reading direction: arrows and chevrons to a
 * side, the paper plane (send), the megaphone and the quote mark. Up, down
 * and symmetric icons are never mirrored. */
const DIRECTIONAL = /\blucide-(arrow-left|arrow-right|chevron-left|chevron-right|chevrons-left|chevrons-right|move-left|move-right|send|send-horizontal|megaphone|quote|corner-[a-z-]+|undo[a-z0-9-]*|redo[a-z0-9-]*|log-in|log-out|external-link|reply)\b/;

/** Pages that together show every directional icon of the public site. */
const paths = ["/home", "/projects", "/project/3", "/services", "/about", "/contact", "/faq"];

for (const [lang, mirrored] of [
  ["en", false],
  ["ar", true],
] as const) {
  test(`directional icons are ${mirrored ? "" : "not "}mirrored in ${lang}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    const found: string[] = [];
    const wrong: string[] = [];
    for (const rest of paths) {
      await page.goto(`/${lang}${rest}`);
      await hydrated(page, lang);
      const icons = await page.locator("svg.lucide").evaluateAll((svgs) =>
        svgs.map((svg) => {
          const style = getComputedStyle(svg);
          const scale = style.scale === "none" ? [1, 1] : style.scale.split(" ").map(Number);
          const matrix = new DOMMatrix(style.transform === "none" ? undefined : style.transform);
          return { className: svg.getAttribute("class") ?? "", flipped: (scale[0] ?? 1) * matrix.a < 0 };
        }),
      );
      for (const { className, flipped } of icons) {
        const name = DIRECTIONAL.exec(className)?.[1];
        if (!name) continue;
        found.push(name);
        if (flipped !== mirrored) wrong.push(`${rest}: ${name} ${flipped ? "mirrored" : "not mirrored"}`);
      }
    }
    // The paper plane (the form's and a project's send button) and the arrows are among them.
    expect(found).toEqual(expect.arrayContaining(["send", "arrow-right", "arrow-left", "chevron-left", "chevron-right"]));
    expect(wrong).toEqual([]);
  });
}
