// Run after every install (package.json "postinstall"). @react-router/dev 7
// passes Vite the option `envFile: false`, which Vite 8.1 deprecated: every
// build and typegen printed "The `envFile` option is deprecated" several
// times. React Router 8 passes `envDir: false` instead (remix-run/react-router
// #15230), the same meaning since Vite 6.3, but it needs Node 22; until then
// this makes the same one-word change in the installed files. A version that
// no longer holds the old option is left alone, and this script can go with
// the upgrade (docs/decisions/0220-test-time-budget.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dist = new URL("../node_modules/@react-router/dev/dist/", import.meta.url).pathname;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".js") ? [join(dir, entry.name)] : [],
  );
}

let changed = 0;
for (const file of files(dist)) {
  const text = readFileSync(file, "utf8");
  const next = text.replaceAll("envFile: false,", "envDir: false,");
  if (next !== text) {
    writeFileSync(file, next);
    changed++;
  }
}
if (changed > 0) console.log(`@react-router/dev: envFile: false → envDir: false in ${changed} files`);
