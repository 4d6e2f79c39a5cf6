// The public pages must not change when the back office is built with them:
// this builds the site twice, without the admin routes (SITE_PUBLIC_ONLY=1)
// and with them, gives each build's public pages their route manifest
// (scripts/public-manifest.mjs, as `npm run build` does) and compares every
// public file: each must be in the full build, byte for byte. The full build
// only adds files (the back office's chunks, its shell and full manifest).
// Prints what /en/home loads in both builds. Exits 1 on any difference.
// (docs/decisions/0045-back-office-in-the-same-app.md)
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { splitManifest } from "./public-manifest.mjs";

const web = fileURLToPath(new URL("..", import.meta.url));
const builds = { public: "build/check-public", full: "build/check-full" };

function build(dir, env) {
  rmSync(join(web, dir), { recursive: true, force: true });
  execFileSync("npx", ["react-router", "build"], { cwd: web, env: { ...process.env, ...env, SITE_BUILD_DIR: dir }, stdio: ["ignore", "ignore", "inherit"] });
  splitManifest(join(web, dir, "client"));
}

function files(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(root);
  return out.sort();
}

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** What a page loads first: the scripts and styles its HTML names. */
function pageAssets(client, page) {
  const html = readFileSync(join(client, page, "index.html"), "utf8");
  const names = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].sort();
  return names.map((name) => {
    const body = readFileSync(join(client, name));
    return { name, bytes: body.length, brotli: brotli(body) };
  });
}

if (!process.argv.includes("--no-build")) {
  build(builds.public, { SITE_PUBLIC_ONLY: "1" });
  build(builds.full, {});
}
const publicClient = join(web, builds.public, "client");
const fullClient = join(web, builds.full, "client");
if (!existsSync(publicClient) || !existsSync(fullClient)) throw new Error("builds missing: run without --no-build");

const problems = [];
const fullFiles = new Set(files(fullClient));
const publicFiles = files(publicClient);
for (const name of publicFiles) {
  if (name === "index.html") continue; // the back office's shell, served for /admin only
  if (!fullFiles.has(name)) problems.push(`${name}: missing when the back office is built`);
  else if (!readFileSync(join(publicClient, name)).equals(readFileSync(join(fullClient, name)))) {
    problems.push(`${name}: differs when the back office is built`);
  }
}

const before = pageAssets(publicClient, "en/home");
const after = pageAssets(fullClient, "en/home");
const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
const js = (list) => list.filter((f) => f.name.endsWith(".js"));
console.log("/en/home loads        files  bytes     brotli");
for (const [label, list] of [["without the back office", before], ["with the back office   ", after]]) {
  console.log(`${label} JS  ${String(js(list).length).padStart(3)}  ${String(sum(js(list), "bytes")).padStart(8)}  ${String(sum(js(list), "brotli")).padStart(7)}`);
}
const names = (list) => list.map((f) => `${f.name}:${f.bytes}`).join();
if (names(before) !== names(after)) problems.push("/en/home: the files it loads differ");

if (problems.length) {
  console.error(`public pages changed by the back office build:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`public files identical (${publicFiles.length} files, the route manifest included)`);
