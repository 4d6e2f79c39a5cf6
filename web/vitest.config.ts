import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The build's year, for the copyright: the same in the prerendered HTML and
  // in the browser (app/build-constants.d.ts).
  define: { BUILD_YEAR: JSON.stringify(new Date().getUTCFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"], environment: "jsdom" },
});
