import { existsSync, readFileSync } from "node:fs";
// @ts-expect-error -- jsdom ships no types (@types/jsdom is not installed); only its DOMParser is used, typed below
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "../app/locales/french-typography";
import { latinPercent } from "../app/locales/copy-rules";
import { expectedTitle, messages, serviceName, site, variantPrefixes, type Lang } from "../e2e/site-data";

/* What the prerendered pages of web/build/client say, read from the files
   without a browser: their titles and not-found views against the locales,
   the typography of their copy, and the service names. The server serves
   these files as they are, adding only head links
   (internal/server/built_pages_test.go checks the served pages); what needs
   a browser (hydration) is in e2e/routes.spec.ts. */

const client = new URL("../build/client/", import.meta.url);

if (!existsSync(new URL("en/home/index.html", client))) {
  throw new Error("web/build/client is not built: run `make build` (or `npm run build` in web/) first; these tests read the prerendered pages");
}

/** built is the prerendered HTML of a URL path ("/en/home", "/404"). */
function built(path: string): string {
  return readFileSync(new URL(`.${path}/index.html`, client), "utf8");
}

/* One window's DOMParser parses every page: nothing is rendered or run.
   (Not the jsdom test environment: it replaces the global URL, which
   e2e/site-data.ts hands to readFileSync.) */
const parser: DOMParser = new new JSDOM("").window.DOMParser();
function parse(html: string): Document {
  return parser.parseFromString(html, "text/html");
}

/** page is a prerendered page parsed, once: parsing a whole page is most of
 * this file's time. */
const parsed = new Map<string, Document>();
function page(path: string): Document {
  let doc = parsed.get(path);
  if (!doc) parsed.set(path, (doc = parse(built(path))));
  return doc;
}

/** titleOf reads a page's <title> from its head alone (a kilobyte or two of the page). */
function titleOf(path: string): string {
  const html = built(path);
  return parse(html.slice(0, html.indexOf("</head>"))).title;
}

/** Elements that continue the line of text they sit in; every other element
 * starts a line and ends it, as blocks do in innerText. */
const inline = new Set("a abbr b bdi bdo cite code em i kbd label mark q s small span strong sub sup time u".split(" "));

/** readable is what a reader of the page is given: its title, the text of
 * its body outside scripts and styles as lines, the alternative texts and
 * the accessible names and titles screen readers speak. It reads the whole
 * prerendered body, the parts a screen hides (a closed menu) too. */
function readable(doc: Document): string[] {
  const texts = [doc.title];
  let line = "";
  const flush = () => {
    texts.push(line.replace(/[ \t\n\r\f]+/g, " "));
    line = "";
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) line += node.nodeValue; // a text node
    if (node.nodeType !== 1) return; // not an element
    const el = node as Element;
    if (el.localName === "script" || el.localName === "style") return;
    const block = !inline.has(el.localName);
    if (block) flush();
    for (const child of node.childNodes) walk(child);
    if (block) flush();
  };
  walk(doc.body);
  for (const el of doc.querySelectorAll("[aria-label], [alt], [title]")) {
    for (const attr of ["aria-label", "alt", "title"]) {
      const value = el.getAttribute(attr);
      if (value) texts.push(value);
    }
  }
  return texts.map((t) => t.trim()).filter(Boolean);
}

const langs = site.languages as Lang[];
const pagePaths = (lang: Lang, prefix = "") => [
  ...site.pages.map((name) => ({ name, path: `${prefix}/${lang}/${name}`, id: undefined as number | undefined })),
  ...site.projectIds.map((id) => ({ name: "project", path: `${prefix}/${lang}/project/${id}`, id })),
];

describe("titles", () => {
  it("every page of every language and variant is titled from the locales ({page} | {brand}, a project by its name)", () => {
    const wrong: string[] = [];
    for (const prefix of variantPrefixes) {
      for (const lang of langs) {
        for (const { name, path, id } of pagePaths(lang, prefix)) {
          const want = expectedTitle(lang, name, id);
          const got = titleOf(path);
          if (got !== want) wrong.push(`${path}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the not-found views are headed and titled in their language, the project one with its text", () => {
    const wrong: string[] = [];
    const check = (path: string, lang: Lang, kind: "notFound" | "projectNotFound") => {
      const doc = page(path);
      const m = messages[lang];
      const h1 = [...doc.querySelectorAll("h1")].map((h) => h.textContent?.trim());
      if (doc.documentElement.lang !== lang) wrong.push(`${path}: got lang ${doc.documentElement.lang}, want ${lang}`);
      if (h1.length !== 1 || h1[0] !== m[kind].title) wrong.push(`${path}: got h1 ${JSON.stringify(h1)}, want ${JSON.stringify(m[kind].title)}`);
      if (doc.title !== expectedTitle(lang, kind))
        wrong.push(`${path}: got title ${JSON.stringify(doc.title)}, want ${JSON.stringify(expectedTitle(lang, kind))}`);
      if (kind === "projectNotFound" && !doc.body.textContent?.includes(m.projectNotFound.text))
        wrong.push(`${path}: no ${JSON.stringify(m.projectNotFound.text)}`);
    };
    check("/404", "en", "notFound");
    for (const prefix of variantPrefixes) {
      for (const lang of langs) {
        check(`${prefix}/${lang}/404`, lang, "notFound");
        check(`${prefix}/${lang}/project/not-found`, lang, "projectNotFound");
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The pages a native reader checks in each language: every page kind,
 * with a project page. */
const copyPages = ["home", "about", "services", "projects", "project/1", "faq", "contact", "privacy-policy", "terms-of-usage"];

describe("copy", () => {
  for (const lang of langs) {
    it(`${lang}: the copy of every page follows the language's typography`, () => {
      const problems: string[] = [];
      for (const name of copyPages) {
        for (const text of readable(page(`/${lang}/${name}`))) {
          if (lang === "fr") for (const p of frenchTypographyProblems(text)) problems.push(`${name}: ${p}: ${text}`);
          if (lang !== "ar" && /[A-Za-zÀ-ÿğışçöüİĞŞÇÖÜ]'[A-Za-zÀ-ÿğışçöüİĞŞÇÖÜ]/.test(text)) problems.push(`${name}: a straight apostrophe: ${text}`);
          if (lang === "ar" && latinPercent(text)) problems.push(`${name}: % instead of ٪: ${text}`);
          if (/\{\{|\}\}/.test(text)) problems.push(`${name}: a placeholder left unfilled: ${text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("the service names are the same on the home cards, the services page, the footer and the form", () => {
    const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent?.trim());
    for (const lang of ["en", "fr"] as Lang[]) {
      const home = page(`/${lang}/home`);
      const cards = ["construction-real-estate", "non-profit", "well-mosque", "ecommerce", "religious", "custom-apps"].map((id) => serviceName(id, lang));
      expect(texts(home, "#services h3"), `${lang} home cards`).toEqual(cards);
      const offerings = ["custom-apps", "organisation-management", "ecommerce", "store-publishing"].map((id) => serviceName(id, lang));
      expect(texts(home, "footer li a[href*='/services#']"), `${lang} footer`).toEqual(offerings);
      expect(texts(page(`/${lang}/services`), "li[id] h3"), `${lang} services page`).toEqual(offerings);
      const contact = page(`/${lang}/contact`);
      const label = [...contact.querySelectorAll("label")].find((l) => l.textContent?.includes(messages[lang].consultation.fields.service.label));
      const select = label && contact.getElementById(label.htmlFor);
      expect(select?.localName, `${lang}: a select labelled ${messages[lang].consultation.fields.service.label}`).toBe("select");
      const options = [...(select as HTMLSelectElement).options].filter((o) => o.value !== "").map((o) => o.textContent ?? "");
      for (const name of offerings) {
        const matching = options.filter((o) => o.includes(name));
        expect(matching, `${lang} form: ${name}`).toHaveLength(1);
      }
    }
  });
});

describe("scripts", () => {
  /** The JavaScript files a page's HTML names: its module script's imports
   * and the chunks it preloads after the first paint. */
  const scriptsOf = (path: string) => [...new Set([...built(path).matchAll(/\/assets\/[^"'\s)]+\.js/g)].map((m) => m[0]))];

  it("home loads no booking code: the zone names (issue 38's budget for home's JS) come with the booking pages only", () => {
    const carries = (path: string) => scriptsOf(path).filter((src) => readFileSync(new URL(`.${src}`, client), "utf8").includes("Kuwait City"));
    expect(scriptsOf("/en/home").length).toBeGreaterThan(5);
    expect(carries("/en/home")).toEqual([]);
    expect(carries("/ar/home")).toEqual([]);
  });
});
