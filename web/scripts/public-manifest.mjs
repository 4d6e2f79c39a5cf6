// Gives the public pages a route manifest without the back office's routes.
// React Router writes one manifest listing every route, and every page loads
// it; with the back office in the same app, /en/home would load the admin
// routes' entries too. After the build, this writes the manifest a build
// without the back office would write (same JSON, same content hash as its
// name, as @react-router/dev computes it) and points every prerendered page
// at it. The back office's shell (index.html, served for /admin/…) keeps the
// full manifest. Public pages never navigate to /admin on the client: no
// public link leads there, and typing the address loads the shell.
// (docs/decisions/0045-back-office-in-the-same-app.md)
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const isAdminRoute = (id) => id.startsWith("routes/admin/");
const prefix = "window.__reactRouterManifest=";

/** publicManifest returns the public manifest's file name and text for the
 * text of the full manifest. */
export function publicManifest(fullText) {
  const manifest = JSON.parse(fullText.slice(prefix.length).replace(/;\s*$/, ""));
  const routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => !isAdminRoute(id)));
  const fingerprinted = { entry: manifest.entry, routes };
  const version = createHash("sha256").update(JSON.stringify(fingerprinted)).digest("hex").slice(0, 8);
  const name = `manifest-${version}.js`;
  const base = manifest.url.slice(0, manifest.url.lastIndexOf("/") + 1);
  return { name, text: `${prefix}${JSON.stringify({ ...fingerprinted, url: `${base}${name}`, version })};` };
}

/** splitManifest writes the public manifest into client/assets and rewrites
 * every prerendered page (…/index.html) to load it; returns what it did. */
export function splitManifest(client) {
  const assets = join(client, "assets");
  const full = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!full) throw new Error(`no route manifest in ${assets}`);
  const { name, text } = publicManifest(readFileSync(join(assets, full), "utf8"));
  if (name === full) return { full, public: name, pages: 0 }; // a build without the back office
  writeFileSync(join(assets, name), text);
  let pages = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "index.html" && dir !== client) {
        const html = readFileSync(path, "utf8");
        const rewritten = html.replaceAll(`/assets/${full}`, `/assets/${name}`);
        if (rewritten === html) throw new Error(`${relative(client, path)} does not load ${full}`);
        writeFileSync(path, rewritten);
        pages++;
      }
    }
  };
  walk(client);
  return { full, public: name, pages };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = join(fileURLToPath(new URL("..", import.meta.url)), process.env.SITE_BUILD_DIR ?? "build", "client");
  const done = splitManifest(client);
  console.log(`route manifest: ${done.pages} public pages load ${done.public}; the back office keeps ${done.full}`);
}
