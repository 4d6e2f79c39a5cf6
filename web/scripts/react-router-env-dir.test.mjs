import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// The install's postinstall left none of React Router's Vite servers with the
// deprecated option, which made every build print a deprecation warning.
test("@react-router/dev passes Vite no envFile option", () => {
  const dist = new URL("../node_modules/@react-router/dev/dist/", import.meta.url).pathname;
  const found = readdirSync(dist, { recursive: true })
    .filter((name) => name.endsWith(".js"))
    .filter((name) => readFileSync(join(dist, name), "utf8").includes("envFile: false"));
  expect(found).toEqual([]);
});
