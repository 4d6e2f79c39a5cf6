// @vitest-environment node
import { describe, expect, it } from "vitest";
import { livePages, liveSentence } from "./live-pages";
import { publishingTexts } from "./publishing-texts";

const site = ["en", "ar", "fr", "tr"];

/** changedIn is what GET …/publish lists for routes in languages: each
 * page, its variant's, and as the server may, a .data beside them. */
const changedIn = (routes: string[], langs: string[]) =>
  routes.flatMap((r) => langs.flatMap((l) => [`/${l}/${r}`, `/a/${l}/${r}`, `/${l}/${r}.data`])).sort();

const say = (lang: "en" | "ar" | "fr" | "tr", changed: string[]) => liveSentence(lang, publishingTexts[lang], livePages(changed, site), site);

describe("livePages", () => {
  it("counts a page once (its variant and .data are the page), the home page first, then the lists, then the rest", () => {
    const pages = livePages(
      ["/404", "/a/ar/contact", "/a/ar/home", "/a/en/project/10", "/ar/contact", "/ar/home", "/ar/project/2", "/en/404", "/en/faq.data", "/en/project/10", "/ar/projects"],
      site,
    );
    expect(pages.map((p) => p.path)).toEqual(["/ar/home", "/ar/projects", "/en/faq", "/ar/contact", "/ar/project/2", "/en/project/10"]);
    expect(pages[0]).toEqual({ route: "home", lang: "ar", path: "/ar/home" });
  });
  it("orders a route's languages as the site does", () => {
    expect(livePages(["/tr/faq", "/fr/faq", "/en/faq", "/ar/faq"], site).map((p) => p.lang)).toEqual(site);
  });
});

describe("liveSentence", () => {
  const homeAndThree = changedIn(["home", "about", "contact", "faq"], ["ar"]);
  const faqThree = changedIn(["faq"], ["en", "ar", "fr"]);
  const one = changedIn(["projects"], ["en"]);
  const two = changedIn(["home", "projects", "project/3"], ["en", "ar"]);
  const all = changedIn(["home", "about"], site);
  const eleven = changedIn(["home", "about", "contact", "faq", "projects", "services", "privacy-policy", "terms-of-usage", "project/1", "project/2", "project/3", "project/4"], ["fr"]);

  it("in English", () => {
    expect(say("en", homeAndThree)).toBe("Live: the home page and 3 other pages in Arabic.");
    expect(say("en", faqThree)).toBe("Live: the FAQ in English, Arabic and French.");
    expect(say("en", one)).toBe("Live: the Projects page in English.");
    expect(say("en", two)).toBe("Live: the home page and 2 other pages in English and Arabic.");
    expect(say("en", changedIn(["home", "faq"], ["tr"]))).toBe("Live: the home page and 1 other page in Turkish.");
    expect(say("en", all)).toBe("Live: the home page and 1 other page in every language.");
    expect(say("en", [])).toBe("Published. No page of the site changed.");
    expect(say("en", ["/404", "/en/404"])).toBe("Published. No page of the site changed.");
  });
  it("in Arabic, with its dual and plural forms", () => {
    expect(say("ar", homeAndThree)).toBe("على الموقع الآن: الصفحة الرئيسية و3 صفحات أخرى باللغة العربية.");
    expect(say("ar", faqThree)).toBe("على الموقع الآن: صفحة الأسئلة الشائعة باللغات الإنجليزية والعربية والفرنسية.");
    expect(say("ar", two)).toBe("على الموقع الآن: الصفحة الرئيسية وصفحتان أخريان باللغتين الإنجليزية والعربية.");
    expect(say("ar", changedIn(["home", "faq"], ["tr"]))).toBe("على الموقع الآن: الصفحة الرئيسية وصفحة أخرى باللغة التركية.");
    expect(say("ar", eleven)).toBe("على الموقع الآن: الصفحة الرئيسية و11 صفحة أخرى باللغة الفرنسية.");
    expect(say("ar", all)).toBe("على الموقع الآن: الصفحة الرئيسية وصفحة أخرى بكل اللغات.");
  });
  it("in French", () => {
    expect(say("fr", homeAndThree)).toBe("En ligne\u00a0: la page d’accueil et 3 autres pages en arabe.");
    expect(say("fr", faqThree)).toBe("En ligne\u00a0: la FAQ en anglais, en arabe et en français.");
    expect(say("fr", changedIn(["home", "faq"], ["tr"]))).toBe("En ligne\u00a0: la page d’accueil et 1 autre page en turc.");
    expect(say("fr", all)).toBe("En ligne\u00a0: la page d’accueil et 1 autre page dans toutes les langues.");
  });
  it("in Turkish", () => {
    expect(say("tr", homeAndThree)).toBe("Yayında: ana sayfa ve 3 sayfa daha (Arapça).");
    expect(say("tr", faqThree)).toBe("Yayında: SSS sayfası (İngilizce, Arapça ve Fransızca).");
    expect(say("tr", changedIn(["project/7"], ["tr"]))).toBe("Yayında: Proje 7 sayfası (Türkçe).");
    expect(say("tr", all)).toBe("Yayında: ana sayfa ve 1 sayfa daha (tüm dillerde).");
  });
});
