// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import catalogue from "../../../../internal/analytics/catalogue.json";
import exportWords from "../../../../internal/leads/export_words.json";
import { textsFor } from "~/features/admin-core/texts";
import { languages } from "~/config/site";
import { copyProblems } from "~/locales/copy-rules";
import { analyticsWords, wordFor } from "./words";

/* No code on screen: every event the catalogue allows, every button_name
   the site can send, every section and channel has words in
   every language. The button names are read from the public site's code,
   as the tracker sends them; a new way of naming a button fails here until
   this test learns to read it. */
const app = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith("admin") ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [{ path, text: readFileSync(path, "utf8") }] : [];
  });
}

const site = sources(app);
const read = (rel: string) => readFileSync(join(app, rel), "utf8");
const all = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!);

/** The templates the site builds button names with, and what they become. */
const templates: Record<string, () => string[]> = {
  "`nav_${name}`": () => all(read("features/layout/nav-links.ts"), /event: "button_click", name: "([a-z_]+)"/g).map((n) => `nav_${n}`),
  "`offering_${snakeCase(key)}`": () => all(read("features/services/service-cards.ts"), /\{ key: "(\w+)"/g).map((k) => `offering_${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
  "`${direction}_project`": () => ["previous_project", "next_project"],
  "l.name": () => all(read("features/projects/project-parts.tsx"), /name: "([a-z_]+)"/g),
  name: () => [
    ...all(read("features/layout/nav-links.ts"), /event: "navbar_\w+", name: "([a-z_]+)"/g),
    ...site.flatMap((f) => all(f.text, /navTrack\("\w+", "([a-z_]+)"/g)),
  ],
};

const literal = site.flatMap((f) => all(f.text, /button_name: "([a-z0-9_.-]+)"/g));
const dynamic = site.flatMap((f) => all(f.text, /button_name: (`[^`]*`|[A-Za-z_.]+)/g)).filter((d) => d !== "undefined");
// The seeder's buttons are checked in Go, from what it writes (TestSeededButtonsHaveWords).

describe("analytics words", () => {
  it("reads how the site names its buttons", () => {
    expect(dynamic.filter((d) => !(d in templates))).toEqual([]);
    expect(literal).toContain("start_now");
  });

  const buttons = [...new Set([...literal, ...Object.values(templates).flatMap((f) => f())])].sort();
  const events = Object.keys(catalogue.events);
  const enumOf = (event: string, prop: string) => ((catalogue.events as Record<string, { props: Record<string, { enum?: unknown[] }> }>)[event]!.props[prop]!.enum ?? []).map(String);

  it("finds the site's buttons", () => {
    for (const b of ["logo", "nav_clients", "offering_custom_apps", "next_project", "app_store", "free_consultation", "announcement"]) expect(buttons).toContain(b);
  });

  it("names every button as the server accepts it", () => {
    const pattern = new RegExp((catalogue.events as Record<string, { props: Record<string, { pattern?: string }> }>).button_click!.props.button_name!.pattern!);
    expect(buttons.filter((b) => !pattern.test(b))).toEqual([]);
  });

  for (const lang of languages) {
    it(`${lang}: every event, button, section and channel in words`, () => {
      const w = analyticsWords[lang];
      const missing = [
        ...events.filter((e) => !w.events[e]).map((e) => `event ${e}`),
        ...buttons.filter((b) => !w.buttons[b]).map((b) => `button ${b}`),
        ...enumOf("section_view", "section").filter((s) => !w.sections[s]).map((s) => `section ${s}`),
        ...enumOf("outbound_click", "channel").filter((c) => !w.channels[c]).map((c) => `channel ${c}`),
      ];
      expect(missing).toEqual([]);
    });
  }

  for (const lang of ["ar", "fr", "tr"] as const) {
    it(`${lang}: the words follow the copy rules`, () => {
      const texts = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v as object)));
      const problems = [...texts(analyticsWords[lang]), ...texts(exportWords[lang])].flatMap((t) => copyProblems(lang, t).map((p) => `${t}: ${p}`));
      expect(problems).toEqual([]);
    });
  }

  it("says a code it does not know in words", () => {
    expect(wordFor(analyticsWords.fr.buttons, "whatsapp_float")).toBe("Bouton WhatsApp flottant");
    expect(wordFor({}, "brand_new_button")).toBe("Brand new button");
  });
});

describe("the requests export's words", () => {
  // The CSV says a status, a site and a spam reason as the back office does.
  for (const lang of languages) {
    it(`${lang}: the back office's statuses, sites and spam reasons`, () => {
      const t = textsFor(lang);
      const words = exportWords[lang];
      expect(words.statuses).toEqual(t.statuses);
      expect(words.variants).toEqual(t.variants);
      expect(words.spamReasons).toEqual(t.lead.spamReasons);
    });
  }
});
