import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compiledAhead } from "./scripts/compiled-ahead.ts";
import { publicOnly, watching } from "./scripts/public-only.ts";

/** Libraries that stay in their own chunks: icons go with the code that draws
 * them, and the language detector loads after hydration. */
const lazyLibraries = /lucide-react|i18next-browser-languagedetector/;
const clientEntry = /[\\/]entry\.client\.[jt]sx?$/;
/** Page sections, with the UI pieces and icons they draw. */
const sections = /[\\/]app[\\/](features[\\/](home|faq|projects|services|about)|components)[\\/]|lucide-react/;
/** The site's own code that every page runs: layout, analytics, helpers;
 * but the zone names, which only the booking pages read, and the not-found
 * view: they would add 1 KB to every other page (issue 38's budget for
 * home's JS). */
const everyPage = /[\\/]app[\\/](lib[\\/](?!zone-cities)|config[\\/]|components[\\/]ui[\\/](logo|whatsapp-icon)\.tsx|features[\\/](layout[\\/](?!not-found-view)|analytics[\\/]))/;

/** keepServerBuild copies React Router's server build to build/render-server
 * as soon as it is written: @react-router/dev prerenders with it, then deletes
 * it under `ssr: false`, and scripts/render-bundle.mjs bundles it for the
 * renderer inside the Go binary (internal/render). Writes nothing else. */
function keepServerBuild(): Plugin {
  const keep = fileURLToPath(new URL(`./${process.env.SITE_BUILD_DIR ?? "build"}/render-server`, import.meta.url));
  return {
    name: "keep-server-build",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        if (this.environment.name !== "ssr" || !options.dir) return;
        rmSync(keep, { recursive: true, force: true });
        cpSync(options.dir, keep, { recursive: true });
      },
    },
  };
}

/** The files Tailwind scanned for class names (scripts/public-only.ts). */
const scanned = new Set<string>();

export default defineConfig({
  // The build's year, for the copyright: the same in the prerendered HTML and
  // in the browser (app/build-constants.d.ts).
  define: { BUILD_YEAR: JSON.stringify(new Date().getUTCFullYear()) },
  plugins: [keepServerBuild(), compiledAhead(), ...watching(tailwindcss(), scanned), reactRouter(), publicOnly(fileURLToPath(new URL(".", import.meta.url)), scanned)],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: {
    // `make dev`: the Go server answers the API on API_ADDR while Vite serves the pages.
    proxy: { "/api": `http://${process.env.API_ADDR ?? "127.0.0.1:8080"}` },
    // The analytics catalogue and the form's options live beside the Go code
    // that validates against them (internal/); the pages import them too.
    fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] },
  },
  build: {
    assetsInlineLimit: 0,
    // Nothing is preloaded ahead of what a page imports (see entry.server.tsx).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Few, larger chunks instead of one per shared module: every file a
        // page loads costs a request and its headers, and compresses worse
        // alone (docs/decisions/0043-first-paint-without-script-requests.md).
        codeSplitting: {
          groups: [
            // What every page runs, in one file with the client entry: React,
            // React Router, i18next, the layout and analytics.
            // The client entry itself stays out: React Router preloads it at
            // high priority in the head, which delays the first paint; the
            // framework chunk it imports loads without holding the paint back.
            // A file read as text (`?raw`) belongs to whoever reads it.
            { name: "framework", test: (id) => !id.includes("?raw") && ((/node_modules[\\/]/.test(id) && !lazyLibraries.test(id) && !clientEntry.test(id)) || everyPage.test(id)), priority: 1 },
            // Page sections, several of them on more than one page: grouped by
            // the pages that use them, groups under 8 KB (source) joined to their nearest (decision 0043, "Later").
            { name: "sections", test: sections, entriesAware: true, entriesAwareMergeThreshold: 8_000 },
          ],
        },
      },
    },
  },
});
