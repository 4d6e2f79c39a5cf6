// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/* Fast guards for what scripts/check-public-bytes.mjs proves with two
   builds: the back office must not change a byte of the public pages. */
const app = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const isAdmin = (path: string) => /^(routes\/admin\/|features\/admin-)/.test(relative(app, path));
const files = sources(app).map((path) => ({ path: relative(app, path), text: readFileSync(path, "utf8"), admin: isAdmin(path) }));
const admin = files.filter((f) => f.admin);
const publicFiles = files.filter((f) => !f.admin && f.path !== "routes.ts");

/** The names a file imports at run time from a module (type-only imports left out). */
function namesFrom(text: string, module: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+"${module}"`, "g");
  for (const m of text.matchAll(re)) {
    for (const part of m[1]!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe("the back office's boundaries", () => {
  it("finds the back office's files", () => {
    expect(admin.length).toBeGreaterThan(20);
  });

  it("no public module imports the back office", () => {
    const offenders = publicFiles.filter((f) => /from\s+"[^"]*(admin-|routes\/admin)/.test(f.text)).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it("imports from react-router only what the public pages' own chunks import too", () => {
    // The layout and analytics are in the framework chunk with React Router
    // (vite.config.ts): what only they use is not among its exports.
    const inFramework = (path: string) => /^(features\/(layout|analytics)|lib|config)\//.test(path);
    const allowed = new Set(publicFiles.filter((f) => !inFramework(f.path)).flatMap((f) => namesFrom(f.text, "react-router")));
    const extra = admin.flatMap((f) => namesFrom(f.text, "react-router").filter((n) => !allowed.has(n)).map((n) => `${f.path}: ${n}`));
    expect(extra).toEqual([]);
  });

  it("shares no other module with the public pages and splits no chunk", () => {
    const offenders = admin
      .filter((f) => /from\s+"(lucide-react|i18next|react-i18next|~\/lib\/|~\/components\/|~\/features\/(?!admin-))/.test(f.text) || /\bimport\(/.test(f.text) || /from\s+"[^"?]+\.json"/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it("every route module renders JSX, so none reaches React Router without React", () => {
    const routes = admin.filter((f) => f.path.startsWith("routes/admin/"));
    expect(routes.filter((f) => !/<[A-Z]/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it("no route module exports a HydrateFallback (the public routes have none: its wrapper would join their chunk)", () => {
    expect(admin.filter((f) => /export (function|const) HydrateFallback/.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
