// The public pages must not change when the back office is built with them:
// this builds the site twice, without the admin routes (SITE_PUBLIC_ONLY=1)
// and with them, and compares every public file. The one file that differs
// by design is React Router's route manifest, which lists every route: it
// must be the public manifest plus the admin routes' entries, nothing else
// (docs/decisions/0045-back-office-in-the-same-app.md). Prints what /en/home
// loads in both builds. Exits 1 on any other difference.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const web = fileURLToPath(new URL("..", import.meta.url));
const builds = { public: "build/check-public", full: "build/check-full" };

function build(dir, env) {
  rmSync(join(web, dir), { recursive: true, force: true });
  execFileSync("npx", ["react-router", "build"], { cwd: web, env: { ...process.env, ...env, SITE_BUILD_DIR: dir }, stdio: ["ignore", "ignore", "inherit"] });
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

const isManifest = (name) => /^assets\/manifest-[\w-]+\.js$/.test(name);
const manifestName = /\/assets\/manifest-[\w-]+\.js/g;

function parseManifest(text) {
  const json = text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "");
  return JSON.parse(json);
}

/** The manifest without what names the build (url, version) and without the admin routes. */
function publicPart(manifest) {
  const routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => !id.startsWith("routes/admin/")));
  const { url: _url, version: _version, ...rest } = manifest;
  return JSON.stringify({ ...rest, routes });
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
const fullManifest = [...fullFiles].find(isManifest);
for (const name of publicFiles) {
  if (isManifest(name)) {
    const a = publicPart(parseManifest(readFileSync(join(publicClient, name), "utf8")));
    const b = publicPart(parseManifest(readFileSync(join(fullClient, fullManifest), "utf8")));
    if (a !== b) problems.push(`route manifest: differs beyond the admin routes (${name} vs ${fullManifest})`);
    continue;
  }
  if (!fullFiles.has(name)) {
    problems.push(`${name}: missing when the back office is built`);
    continue;
  }
  let a = readFileSync(join(publicClient, name));
  let b = readFileSync(join(fullClient, name));
  if (name.endsWith(".html")) {
    a = Buffer.from(a.toString("utf8").replace(manifestName, "/assets/manifest.js"));
    b = Buffer.from(b.toString("utf8").replace(manifestName, "/assets/manifest.js"));
  }
  if (!a.equals(b)) problems.push(`${name}: differs when the back office is built`);
}

const before = pageAssets(publicClient, "en/home");
const after = pageAssets(fullClient, "en/home");
const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
const js = (list) => list.filter((f) => f.name.endsWith(".js"));
console.log("/en/home loads        files  bytes     brotli");
for (const [label, list] of [["without the back office", before], ["with the back office   ", after]]) {
  console.log(`${label} JS  ${String(js(list).length).padStart(3)}  ${String(sum(js(list), "bytes")).padStart(8)}  ${String(sum(js(list), "brotli")).padStart(7)}`);
}
const m = (list) => list.find((f) => /manifest-/.test(f.name));
console.log(`route manifest: ${m(before).bytes} → ${m(after).bytes} bytes, ${m(before).brotli} → ${m(after).brotli} brotli (admin route entries only)`);
const others = (list) => list.filter((f) => !/manifest-/.test(f.name)).map((f) => `${f.name}:${f.bytes}`).join();
if (others(before) !== others(after)) problems.push("/en/home: the files it loads differ besides the route manifest");

if (problems.length) {
  console.error(`public pages changed by the back office build:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`public files identical (${publicFiles.length} files; the route manifest differs only by the admin routes)`);
