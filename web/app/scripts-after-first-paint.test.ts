import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";

// The tags React Router 7's <Scripts> writes into a prerendered page.
const page = (script: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root.css"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/framework-4.js"/>` +
  `<link rel="modulepreload" href="/assets/home-5.js"/></head><body><main>Hello</main>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${script}</script></body></html>`;
const reactRouterScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en-home":route1};

import("/assets/entry.client-2.js");`;

describe("scriptsAfterFirstPaint", () => {
  const html = scriptsAfterFirstPaint(page(reactRouterScript));
  const script = html.match(/<script type="module">([\s\S]*)<\/script>/)?.[1] ?? "";

  it("leaves no modulepreload link and no static import in the page", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts every fetch in a task after the first frame", () => {
    expect(script.startsWith("requestAnimationFrame(() => setTimeout(async () => {")).toBe(true);
    expect(script.trimEnd().endsWith("}));")).toBe(true);
  });

  it("imports the manifest and the route modules under their names, one per task, then runs the rest", async () => {
    const loaded: string[] = [];
    const preloaded: string[] = [];
    let frame: () => void = () => {};
    const timers: (() => unknown)[] = [];
    const win = {} as { __reactRouterRouteModules?: Record<string, unknown> };
    const document = { head: { append: (link: { href: string }) => preloaded.push(link.href) }, createElement: () => ({}) };
    const load = async (url: string) => {
      loaded.push(url);
      return { url };
    };
    // The generated code, with import() renamed so that it can run here.
    const run = new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", script.replaceAll("import(", "load("));
    run((f: () => void) => (frame = f), (f: () => unknown) => timers.push(f), document, win, load);
    const settled = () => new Promise((r) => setImmediate(r));
    expect(loaded).toEqual([]);
    frame();
    expect(loaded).toEqual([]);
    // Each timer is a task: the first starts the fetches, each next one the
    // next module's evaluation.
    const tasks: string[][] = [];
    while (timers.length > 0) {
      timers.shift()!();
      await settled();
      tasks.push([...loaded]);
    }
    expect(preloaded).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-5.js", "/assets/entry.client-2.js", "/assets/framework-4.js"]);
    expect(tasks).toEqual([
      ["/assets/manifest-1.js"],
      ["/assets/manifest-1.js", "/assets/root-3.js"],
      ["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-5.js"],
      ["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-5.js", "/assets/entry.client-2.js"],
    ]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "en-home": { url: "/assets/home-5.js" } });
  });

  it("fails the build on a shape it does not know", () => {
    expect(() => scriptsAfterFirstPaint(page(`import { a } from "/assets/root-3.js";\n${reactRouterScript}`))).toThrow(/not in a known shape/);
    expect(() => scriptsAfterFirstPaint(page(reactRouterScript).replace('<script type="module" async="">', "<script type=module>"))).toThrow(
      /0 module scripts/,
    );
    expect(() => scriptsAfterFirstPaint(page(reactRouterScript).replace('rel="modulepreload" href', 'rel="modulepreload" crossorigin href'))).toThrow(
      /unknown shape/,
    );
  });
});
