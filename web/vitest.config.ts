import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dom = [
  "app/**/*.test.tsx",
  "app/content/site-content.test.ts",
  "app/features/analytics/{clicks,privacy,queue,scroll-depth,sections,tracker}.test.ts",
  "app/lib/{language-cache,track}.test.ts",
  "app/scripts-after-first-paint.test.ts",
  "scripts/share-image.test.mjs",
];

export default defineConfig({
  // The build's year, for the copyright: the same in the prerendered HTML and
  // in the browser (app/build-constants.d.ts).
  define: { BUILD_YEAR: JSON.stringify(new Date().getUTCFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // jsdom costs each file about a second of set-up: only the files that need
    // a DOM get one (components, and the listed .ts files that use window or
    // document); the rest run in Node (docs/decisions/0220-test-time-budget.md).
    // A test that fails with "document is not defined" belongs on this list.
    projects: [
      { extends: true, test: { name: "dom", include: dom, environment: "jsdom" } },
      {
        extends: true,
        test: { name: "node", include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"], exclude: dom, environment: "node" },
      },
    ],
  },
});
