import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dom = [
  "app/**/*.test.tsx",
  "app/features/analytics/{clicks,queue,sections,tracker}.test.ts",
  "app/lib/{language-cache,track}.test.ts",
];

export default defineConfig({
  // The build's year, for the copyright: the same in the prerendered HTML and
  // in the browser (app/build-constants.d.ts).
  define: { BUILD_YEAR: JSON.stringify(new Date().getUTCFullYear()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // No isolation: a worker runs its project's files one after another with
    // one copy of each module (React, lucide-react, Testing Library) and, in
    // the dom project, one jsdom window, instead of loading them afresh for
    // every file. vitest.dom-setup.ts puts the document back as a fresh
    // jsdom has it before each file. The pool (forks) and the number of
    // workers (cores − 1: one on 2 cores) are Vitest's defaults.
    // `npx vitest run --isolate` runs every file alone again, to tell a leak
    // between files from a failing test
    // (docs/decisions/0335-vitest-within-forty-seconds.md).
    isolate: false,
    // Only the files that need a DOM get jsdom (components, and the listed .ts
    // files that use window, document or navigator); the rest run in Node
    // (docs/decisions/0220-test-time-budget.md). A test that fails with
    // "document is not defined" belongs on this list.
    projects: [
      { extends: true, test: { name: "dom", include: dom, environment: "jsdom", setupFiles: ["./vitest.dom-setup.ts"] } },
      {
        extends: true,
        test: { name: "node", include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"], exclude: dom, environment: "node" },
      },
    ],
  },
});
