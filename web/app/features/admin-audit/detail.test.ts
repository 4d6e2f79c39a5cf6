import { describe, expect, it } from "vitest";
import { directSource } from "~/features/admin-core/site";
import { textsFor, type AdminLanguage } from "~/features/admin-core/texts";
import { auditDetail, contentTarget } from "./detail";
import { copyProblems } from "~/locales/copy-rules";
import { auditTexts } from "./texts";

const words = (lang: AdminLanguage) => ({ lang, t: textsFor(lang), a: auditTexts[lang] });

describe("auditDetail", () => {
  it.each([
    { name: "status change", action: "lead.status", detail: "new → contacted", lang: "en", want: "New → Contacted" },
    { name: "status change in Arabic", action: "lead.status", detail: "qualified → lost went elsewhere", lang: "ar", want: "مهتم جدّيًا → لم يتم التعاقد (went elsewhere)" },
    { name: "to spam", action: "lead.spam", detail: "→ manual", lang: "fr", want: "Classée en spam par l’équipe" },
    { name: "out of spam", action: "lead.not_spam", detail: "honeypot →", lang: "en", want: "A hidden field only robots fill was filled" },
    { name: "role", action: "team.role_changed", detail: "amira@example.com → owner", lang: "tr", want: "amira@example.com → Sahip" },
    { name: "invitation", action: "team.invited", detail: "omar@example.com as member", lang: "fr", want: "omar@example.com en tant que Membre" },
    { name: "unknown account", action: "auth.sign_in_failed", detail: "unknown account", lang: "en", want: "an account that does not exist" },
    { name: "passkey", action: "auth.sign_in", detail: "passkey MacBook", lang: "en", want: "with the passkey “MacBook”" },
    { name: "setting", action: "team.settings", detail: "time zone: Europe/Istanbul", lang: "tr", want: "site saat dilimi: Europe/Istanbul" },
    { name: "export filters", action: "lead.export", detail: "status=won&language=ar&spam=false", lang: "en", want: "Status: Won · Language: Arabic" },
    { name: "export of the spam folder in French", action: "lead.export", detail: "spam=true&variant=a", lang: "fr", want: "le dossier spam · Site\u00a0: Variante A" },
    { name: "export of direct requests", action: "lead.export", detail: `source=${directSource}&spam=false`, lang: "en", want: "Source: Direct (no referrer)" },
    { name: "export of everything", action: "lead.export", detail: "spam=false", lang: "ar", want: "كل الطلبات" },
    { name: "a name is kept", action: "lead.assigned", detail: "Amira → Omar", lang: "en", want: "Amira → Omar" },
    { name: "content fields as words", action: "content.edited", detail: "names.6.name.tr, hidden", lang: "en", want: "Names › 7 › Name (Turkish), hidden from the site" },
    { name: "content fields in French", action: "content.edited", detail: "text.ar, study.features.0.fr", lang: "fr", want: "Texte (arabe), Étude de cas › Fonctionnalités › 1 (français)" },
    { name: "content fields in Arabic", action: "content.edited", detail: "question.en, shown", lang: "ar", want: "السؤال (الإنجليزية)، أُعيد إظهاره في الموقع" },
  ] as const)("$name", ({ action, detail, lang, want }) => {
    expect(auditDetail(action, detail, words(lang))).toBe(want);
  });

  it("shows no status or role code in any language", () => {
    for (const lang of ["en", "ar", "fr", "tr"] as const) {
      const shown = [auditDetail("lead.status", "contacted → qualified", words(lang)), auditDetail("team.role_changed", "a@b.c → member", words(lang))].join(" ");
      expect(shown, lang).not.toMatch(/\b(contacted|qualified|member)\b/);
    }
  });
});

describe("the audit log's texts", () => {
  const flat = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : flat(v as object)));
  for (const lang of ["ar", "fr", "tr"] as const) {
    it(`${lang} follows the copy rules and has every text`, () => {
      expect(flat(auditTexts[lang]).flatMap((t) => copyProblems(lang, t).map((p) => `${t}: ${p}`))).toEqual([]);
      expect(Object.keys(auditTexts[lang]).sort()).toEqual(Object.keys(auditTexts.en).sort());
    });
  }
});

describe("contentTarget", () => {
  it("names an item by its section and key", () => {
    expect(contentTarget("/testimonials/sara", "fr")).toBe("Témoignages › sara");
    expect(contentTarget("/services", "en")).toBe("Services");
  });
});
