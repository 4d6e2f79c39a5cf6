// Draws every prerendered page's share preview at build time, from the
// page's own <title> and <html lang dir>, to build/client/og/{lang}/{page}.png
// (the server points og:image and twitter:image there, internal/server/head.go).
// Pages of the /a/ variant share their default page's image.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import site from "../app/config/site.json" with { type: "json" };
import { renderShareImage } from "./share-image.mjs";

const MAX_BYTES = 150 * 1024;
const root = new URL("../build/client/", import.meta.url).pathname;
const variantDirs = Object.values(site.variants).map((v) => v.prefix.replace(/^\//, "")).filter(Boolean);

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dir === root && (variantDirs.includes(name) || name === "og" || name === "assets") ? [] : pages(path);
    return name === "index.html" && dir !== root ? [path] : [];
  });
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e) => entities[e]);

let count = 0;
for (const file of pages(root)) {
  const html = readFileSync(file, "utf8");
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const dir = /<html[^>]*\bdir="(rtl|ltr)"/.exec(html)?.[1] ?? "ltr";
  const [name, brand] = title.split(" | ");
  if (!name || !brand) throw new Error(`share-images: ${relative(root, file)} has no "{page} | {brand}" title: ${title}`);
  const png = renderShareImage({ title: name, brand, dir });
  if (png.length > MAX_BYTES) throw new Error(`share-images: ${relative(root, file)}: ${png.length} bytes, over ${MAX_BYTES}`);
  const out = join(root, "og", `${relative(root, dirname(file))}.png`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, png);
  count++;
}
console.log(`drew ${count} share previews in build/client/og`);
