// Precompresses the built site's static files with brotli and gzip, so the Go
// server can send them as they are. HTML is left to the server, which rewrites
// the origin placeholder before compressing it.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const compressible = /\.(js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) compress(path);
  }
}

function compress(path) {
  const data = readFileSync(path);
  if (data.length < 256) return;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(path + ".br", br);
  if (gz.length < data.length) writeFileSync(path + ".gz", gz);
  count++;
}

walk(root);
writeFileSync(join(root, ".gitkeep"), "");
console.log(`compressed ${count} files in build/client`);
