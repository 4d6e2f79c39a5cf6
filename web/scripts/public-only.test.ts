// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adminFiles } from "./public-only";

describe("adminFiles", () => {
  const web = "/src/web";
  it("finds the back office's app and features among a build's inputs", () => {
    const inputs = [
      "/src/web/app/root.tsx",
      "/src/web/app/features/home/hero.tsx",
      "/src/web/app/features/admin-leads/inbox.tsx?v=1",
      "/src/web/admin/routes/leads.tsx",
      "/src/web/admin/routes/leads.tsx",
      "/src/web/app/features/administration-ish.ts",
      "/src/web/node_modules/react/index.js",
      "\0virtual:react-router/server-manifest",
    ];
    expect(adminFiles(inputs, web)).toEqual(["admin/routes/leads.tsx", "app/features/admin-leads/inbox.tsx"]);
  });
  it("finds nothing in a public build's inputs", () => {
    expect(adminFiles(["/src/web/app/routes/home.tsx", "/src/web/app/styles/app.css"], web)).toEqual([]);
  });
});
