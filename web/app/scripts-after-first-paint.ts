/** scriptsAfterFirstPaint rewrites the script tags React Router's <Scripts>
 * puts in a prerendered page so that the browser fetches no JavaScript until
 * the page has painted (docs/decisions/0043-first-paint-without-script-requests.md):
 *
 * - every `<link rel="modulepreload">` leaves the head;
 * - the module script's static imports (the route manifest and the page's
 *   route modules) become dynamic imports that start in a task after the
 *   first frame (requestAnimationFrame, then setTimeout), with modulepreload
 *   links, added then, for them and the chunks they share, so that every
 *   file is fetched at once;
 * - they are evaluated one after the other, each in a task of its own: all
 *   of a page's modules evaluated together were one task of 60–90 ms at 4x
 *   CPU (docs/decisions/0470-hydration-in-pieces.md);
 * - the rest of the script (it records the route modules and imports the
 *   client entry) runs once they have loaded, as before.
 *
 * It throws when the HTML is not in the shape it knows, so that a React Router
 * upgrade that changes <Scripts> fails the build instead of shipping a page
 * that never hydrates. */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  if (/<link[^>]*modulepreload/.test(withoutPreloads)) throw new Error("scriptsAfterFirstPaint: a modulepreload link of an unknown shape");

  const moduleScripts = [...withoutPreloads.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)];
  if (moduleScripts.length !== 1) throw new Error(`scriptsAfterFirstPaint: ${moduleScripts.length} module scripts, expected 1`);
  const [tag, body] = moduleScripts[0] as RegExpExecArray & [string, string];

  const names: string[] = [];
  const imported: string[] = [];
  const rest = body.replace(/^\s*import (?:\* as (\w+) from )?"([^"]+)";\s*$/gm, (_: string, name: string | undefined, url: string) => {
    names.push(name ?? `_${names.length}`);
    imported.push(url);
    return "";
  });
  if (imported.length === 0 || /^\s*import[\s{*"]/m.test(rest)) {
    throw new Error("scriptsAfterFirstPaint: the module script's imports are not in a known shape");
  }

  const shared = preloads.filter((href) => !imported.includes(href));
  const load =
    `requestAnimationFrame(() => setTimeout(async () => {\n` +
    `for (const href of ${JSON.stringify([...imported, ...shared])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const evaluated = async (url) => { const module = await import(url); await new Promise((r) => setTimeout(r)); return module; };\n` +
    `const [${names.join(", ")}] = [${imported.map((u) => `await evaluated(${JSON.stringify(u)})`).join(", ")}];\n` +
    `${rest.trim()}\n}));`;
  return withoutPreloads.replace(tag, () => `<script type="module">${load}</script>`);
}
