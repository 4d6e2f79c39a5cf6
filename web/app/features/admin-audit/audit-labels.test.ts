// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ar } from "~/features/admin-core/texts/ar";
import { en } from "~/features/admin-core/texts/en";
import { fr } from "~/features/admin-core/texts/fr";
import { tr } from "~/features/admin-core/texts/tr";

/* The audit log shows each action in words: every code the server writes
   must have them in every language. The codes are read from the Go code
   (literal "auth.…", "team.…", "lead.…", "media.…", "webhook.…") and from the lead history actions,
   which the server writes as "lead." + action. */
const internal = fileURLToPath(new URL("../../../../internal", import.meta.url));

function goSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return goSources(path);
    return e.name.endsWith(".go") && !e.name.endsWith("_test.go") ? [readFileSync(path, "utf8")] : [];
  });
}

const sources = goSources(internal);
/* A lead's webhook events ("lead.created", internal/leads/events.go:
   EventCreated = …) are sent to other systems, not written to the log. */
const events = new Set(sources.flatMap((text) => [...text.matchAll(/\bEvent\w+\s*=\s*"([a-z_.]+)"/g)].map((m) => m[1]!)));
const literal = new Set(
  sources.flatMap((text) => [...text.matchAll(/"((?:auth|team|lead|media|content|webhook)\.[a-z_]+)"/g)].map((m) => m[1]!)).filter((c) => !events.has(c)),
);
/* The studio writes "content." + its change (internal/content/edit.go). */
const studio = ["edited", "added", "removed", "reordered"].map((a) => `content.${a}`);
const codes = [...new Set([...literal, ...studio, ...Object.keys(en.lead.historyActions).map((a) => `lead.${a}`)])].sort();

describe("audit log labels", () => {
  it("finds the server's action codes", () => {
    expect(codes).toContain("auth.sign_in");
    expect(codes).toContain("lead.status");
    expect(codes).toContain("media.deleted");
    expect(codes.length).toBeGreaterThan(20);
  });

  it.each([
    ["en", en],
    ["ar", ar],
    ["fr", fr],
    ["tr", tr],
  ])("names every action in %s", (_lang, texts) => {
    expect(codes.filter((c) => !texts.audit.actions[c])).toEqual([]);
  });
});
