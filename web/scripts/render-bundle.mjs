// Writes the render bundle that the Go binary embeds (web/render.go) and runs
// in QuickJS (internal/render): build/render/prelude.js, the polyfills, and
// build/render/main.js, React Router's server build as vite.config.ts kept it
// (build/render-server) with what entry.server.tsx imports from Node swapped
// for render/*.js. main.js is neither minified nor wrapped: <ScrollRestoration>
// prints a React Router function's own source into every page, so that
// function must keep its text, indentation and names exactly.
import { build } from "esbuild";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const buildDir = join(web, process.env.SITE_BUILD_DIR ?? "build");
const out = join(buildDir, "render");
const assets = join(buildDir, "client", "assets");

// The route manifest the pages load, for the closing line.
const manifest = readdirSync(assets).find((n) => /^manifest-[\w-]+\.js$/.test(n));
if (!manifest) throw new Error(`render-bundle: no route manifest in ${assets}`);

rmSync(out, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: "node", // resolve packages as Node did when it prerendered
  format: "esm",
  target: "es2023",
  logLevel: "warning",
  legalComments: "none",
  define: { "process.env.NODE_ENV": '"production"' },
};
await build({
  ...common,
  entryPoints: [join(web, "render", "prelude.js")],
  outfile: join(out, "prelude.js"),
  format: "iife",
});
await build({
  ...common,
  entryPoints: [join(web, "render", "main.js")],
  outfile: join(out, "main.js"),
  alias: {
    "~": join(web, "app"),
    "node:stream": join(web, "render", "node-stream.js"),
    "react-dom/server": join(web, "render", "react-dom-server.js"),
  },
  inject: [join(web, "render", "node-stream.js")],
  // A script, not a module: React Router asks import.meta.hot only in the browser.
  define: { ...common.define, "import.meta.hot": "undefined" },
});
// Kept in git so that the Go package web compiles on a fresh clone (web/render.go).
writeFileSync(join(out, ".gitkeep"), "");
console.log(`render bundle: ${out} (pages load ${manifest})`);
