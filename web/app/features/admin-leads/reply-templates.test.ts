import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "~/locales/french-typography";
import { firstName, mailtoHref, reply } from "./reply-templates";

const vars = { name: "Sarah Jones", service: "Custom apps", serviceValue: "custom-apps", sender: "Amira" };
const to = { email: "sarah.jones@example.org", whatsapp: "https://wa.me/442079460958" };

describe("reply templates", () => {
  const cases = [
    { name: "English", lang: "en", subject: "Your consultation request: Custom apps", greeting: "Hello Sarah,", about: "request about custom apps.", signature: "Amira\nNuqta Studio" },
    { name: "Arabic", lang: "ar", subject: "طلب الاستشارة الخاص بك: Custom apps", greeting: "مرحبًا Sarah،", about: "بخصوص Custom apps.", signature: "مع أطيب التحيات،\nAmira\nاستوديو نقطة" },
    { name: "French", lang: "fr", subject: "Votre demande de consultation\u00a0: Custom apps", greeting: "Bonjour Sarah Jones,", about: "concernant «\u00a0Custom apps\u00a0».", signature: "Amira\nNuqta Studio" },
    { name: "Turkish", lang: "tr", subject: "Danışmanlık talebiniz: Custom apps", greeting: "Sayın Sarah Jones,", about: "“Custom apps” konusundaki", signature: "Saygılarımızla,\nAmira\nNuqta Studio" },
    { name: "another language falls back to English", lang: "de", subject: "Your consultation request: Custom apps", greeting: "Hello Sarah,", about: "about custom apps", signature: "Amira\nNuqta Studio" },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const got = reply(c.lang, vars, to);
      expect(got.subject).toBe(c.subject);
      expect(got.body.startsWith(c.greeting), got.body).toBe(true);
      expect(got.body).toContain(c.about);
      expect(got.body.endsWith(c.signature), got.body).toBe(true);
    });
  }

  // The copy rules of the site's texts (decision 0044) hold in the messages
  // the team sends, which the visitor reads as the agency's own writing.
  it("writes French typography and one apostrophe", () => {
    const fr = reply("fr", vars, to);
    expect([fr.subject, fr.body].flatMap(frenchTypographyProblems)).toEqual([]);
    for (const lang of ["en", "fr", "tr"]) {
      const { subject, body } = reply(lang, vars, to);
      expect(`${subject}\n${body}`, lang).not.toContain("'");
    }
  });

  it("names no subject for “something else”", () => {
    const got = reply("en", { ...vars, service: "Something else", serviceValue: "other" }, to);
    expect(got.body).toContain("Thank you for your request. We");
    expect(reply("tr", { ...vars, serviceValue: "other" }, to).body).toContain("\n\nTalebiniz için teşekkür ederiz.");
  });

  // One voice: the agency is "we" and the visitor "you" (vous, siz) from
  // greeting to signature.
  it("keeps one voice", () => {
    const voice: Record<string, RegExp> = {
      en: /\bI (would|am|will)\b|\bmy\b/,
      fr: /\bj’|\bje\b|\bmes\b|\btu\b|\bton\b|\bta\b/i,
      tr: /ederim|duyarım|Saygılarımla|\bsen\b|\bsana\b|\bsenin\b/,
      ar: /يسعدني|أودّ|سأ/,
    };
    for (const [lang, re] of Object.entries(voice)) expect(reply(lang, vars, to).body, lang).not.toMatch(re);
  });

  it("builds a mailto link with the subject and body encoded", () => {
    const got = reply("fr", vars, to);
    expect(got.mailto.startsWith("mailto:sarah.jones@example.org?subject=")).toBe(true);
    const url = new URL(got.mailto);
    expect(url.searchParams.get("subject")).toBe(got.subject);
    expect(url.searchParams.get("body")).toBe(got.body);
    expect(got.mailto).not.toContain("+");
  });

  it("builds a wa.me link with the text, or none without a phone", () => {
    const got = reply("ar", vars, to);
    const url = new URL(got.whatsapp);
    expect(url.origin + url.pathname).toBe("https://wa.me/442079460958");
    expect(url.searchParams.get("text")).toBe(got.body);
    expect(reply("ar", vars, { ...to, whatsapp: "" }).whatsapp).toBe("");
  });

  it("greets by the first name", () => {
    expect(firstName("  Mehmet Ali Yılmaz ")).toBe("Mehmet");
    expect(firstName("Amira")).toBe("Amira");
  });
});

// Defect 8: the request page linked a lead's e-mail raw.
it("mailtoHref keeps an address's ?, & and % out of the link's fields", () => {
  const href = mailtoHref("x?cc=attacker%40evil.example&body=Pay%20here@example.com");
  expect(href).toBe("mailto:x%3Fcc%3Dattacker%2540evil.example%26body%3DPay%2520here@example.com");
  expect(new URL(href).search).toBe("");
});
