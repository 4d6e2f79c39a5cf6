// @vitest-environment node
import { describe, expect, it } from "vitest";
import { analyticsTexts } from "~/features/admin-analytics/texts";
import { accountTexts } from "~/features/admin-account/texts";
import { authTexts } from "~/features/admin-auth/texts";
import { bookingTexts } from "~/features/admin-booking/texts";
import { publishingTexts } from "~/features/admin-studio/publishing-texts";
import { mediaTexts } from "~/features/admin-studio/media-texts";
import { pendingTexts } from "~/features/admin-studio/pending-texts";
import { studioTexts } from "~/features/admin-studio/texts";
import { teamTexts } from "~/features/admin-team/texts";
import { webhookTexts } from "~/features/admin-webhooks/texts";
import site from "~/config/site.json";
import { copyProblems } from "~/locales/copy-rules";
import { languageNames } from "../texts";
import { ar } from "./ar";
import { en } from "./en";
import { fr } from "./fr";
import { tr } from "./tr";

/* tsc holds each language to the English shape, but not the tables typed
   Record<string, string> (audit actions, mail kinds, history actions) nor
   which plural forms a counted text carries. These tests do, and run the
   public site's copy rules (French typography, one apostrophe, the Arabic
   percent sign, the glossary: locales/copy-rules.ts) over every text. */

type Tree = { readonly [key: string]: Tree | string };
const languages = ["en", "ar", "fr", "tr"] as const;
type Language = (typeof languages)[number];

/** The back office's text tables: admin-core's and the analytics feature's. */
const tables: Record<string, Record<Language, Tree>> = {
  core: { en, ar, fr, tr } as unknown as Record<Language, Tree>,
  analytics: analyticsTexts as unknown as Record<Language, Tree>,
  team: teamTexts as unknown as Record<Language, Tree>,
  account: accountTexts as unknown as Record<Language, Tree>,
  auth: authTexts as unknown as Record<Language, Tree>,
  studio: studioTexts as unknown as Record<Language, Tree>,
  publishing: publishingTexts as unknown as Record<Language, Tree>,
  studioMedia: mediaTexts as unknown as Record<Language, Tree>,
  pending: pendingTexts as unknown as Record<Language, Tree>,
  webhooks: webhookTexts as unknown as Record<Language, Tree>,
  booking: bookingTexts as unknown as Record<Language, Tree>,
};

const categories = ["zero", "one", "two", "few", "many", "other"];

/** A counted text is an object of plural forms, `other` always among them. */
function isPlural(value: Tree | string): value is Tree {
  return typeof value === "object" && "other" in value && Object.keys(value).every((k) => categories.includes(k));
}

/** texts lists a table's texts by dotted key; a counted text is one entry
 * holding its forms. */
function texts(tree: Tree, prefix = ""): Map<string, string | Tree> {
  const out = new Map<string, string | Tree>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || isPlural(value)) out.set(path, value);
    else for (const [k, v] of texts(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

describe("back-office texts", () => {
  for (const [name, table] of Object.entries(tables)) {
    const english = texts(table.en);
    for (const lang of languages) {
      it(`${name} ${lang}: the keys of en, each filled, with the plural forms of ${lang} and the same placeholders`, () => {
        const own = texts(table[lang]);
        expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
        const rules = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, value] of own) {
          const source = english.get(key)!;
          if (typeof source === "string") {
            expect(typeof value, `${lang} ${key} is not counted`).toBe("string");
            expect((value as string).trim(), `${lang} ${key}`).not.toBe("");
            expect(placeholders(value as string), `${lang} ${key}`).toEqual(placeholders(source));
            continue;
          }
          expect(isPlural(value), `${lang} ${key} is counted`).toBe(true);
          const forms = value as Record<string, string>;
          expect(Object.keys(forms).sort(), `${lang} ${key}: the plural forms of ${lang}`).toEqual([...rules].sort());
          const allowed = placeholders(source.other as string);
          for (const [form, text] of Object.entries(forms)) {
            expect(text.trim(), `${lang} ${key}.${form}`).not.toBe("");
            // A form for one number may spell it out ("طلب واحد"); `other` names it.
            if (form === "other") expect(placeholders(text), `${lang} ${key}.other`).toEqual(allowed);
            else for (const p of placeholders(text)) expect(allowed, `${lang} ${key}.${form}`).toContain(p);
          }
        }
      });
    }
  }

  it("finds counted texts and placeholders", () => {
    expect(isPlural(en.inbox.count as unknown as Tree)).toBe(true);
    expect(isPlural(en.lead.mailStatuses as unknown as Tree)).toBe(false);
    expect(texts(fr as unknown as Tree).get("audit.actions.auth.sign_in")).toBe("Connexion");
    expect(placeholders("{n} de {n} sur {total}")).toEqual(["n", "total"]);
  });
});

describe("Arabic counts", () => {
  // After a number Arabic changes the noun's form (دقيقتان، 3 دقائق، 15 دقيقة):
  // a count is either a plural text or written with its noun before it.
  const counts = /\{(n|count|minutes|visitors|pageviews|linked|total)\} (?!من )[\u0600-\u06FF]/;
  it("puts no noun of a single form after a counted placeholder", () => {
    const found = Object.entries(tables).flatMap(([name, table]) =>
      [...texts(table.ar)].filter(([, v]) => typeof v === "string" && counts.test(v)).map(([key, v]) => `${name}.${key}: ${v as string}`),
    );
    expect(found).toEqual([]);
    expect(counts.test("{when}: {visitors} زائر")).toBe(true);
  });
});

/* Not yet English: its back office writes "E-mail" and straight apostrophes
   (15 texts, some of them labels the e2e specs select by), to change in one go. */
const checked = ["ar", "fr", "tr"] as const;

describe("back-office copy rules", () => {
  for (const lang of checked) {
    it(`${lang} follows the site's copy rules`, () => {
      const problems = Object.entries(tables).flatMap(([name, table]) =>
        [...texts(table[lang])].flatMap(([key, value]) =>
          (typeof value === "string" ? [value] : Object.values(value as Record<string, string>)).flatMap((text) => copyProblems(lang, text).map((p) => `${name}.${key}: ${p}`)),
        ),
      );
      expect(problems).toEqual([]);
    });
  }

  it("names what breaks them", () => {
    expect(copyProblems("fr", "Pourquoi ? L'équipe")).toEqual(["a no-break space before ? ! or ;", "’, not '"]);
    expect(copyProblems("tr", "online talep")).toEqual(["write çevrim içi"]);
    expect(copyProblems("ar", "نسبة 5%")).toEqual(["٪ after a number"]);
    for (const old of ["تم الفوز", "خسارة", "تحديد كرسالة مزعجة", "جعله مالكًا", "العرض كجدول", "بصمة مشفّرة", "مؤهَّل"]) expect(copyProblems("ar", old), old).toHaveLength(1);
    expect(copyProblems("fr", "Pourquoi\u202f? L’équipe")).toEqual([]);
  });
});

// Each language's name in itself has one home, site.json (issue 36, item
// 4), which the public site's switcher reads too.
describe("the language pickers", () => {
  it("name every language as site.json does", () => {
    expect(languageNames).toEqual(Object.fromEntries(Object.entries(site.languages).map(([lang, l]) => [lang, l.name])));
  });
});
