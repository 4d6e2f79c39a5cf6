/** What a publish made live, in words: the pages a publish changed
 * (GET …/publish `last.changed`: "/a/ar/home", "/ar/home", …) as pages of
 * the site, each once, the most important first, and the sentence that
 * says them ("Live: the home page and 3 other pages in Arabic"). */

import { languageName } from "~/features/admin-core/format";
import { fill, plural, type AdminLanguage } from "~/features/admin-core/texts";
import { site } from "~/config/site";
import { locales } from "~/lib/intl-format";
import type { PublishingTexts } from "./publishing-texts";

/** A page of the site in one language: route "home", "project/10". */
export interface LivePage {
  route: string;
  lang: string;
  /** path is the page's address on the site, "/ar/home". */
  path: string;
}

/** The variants' URL prefixes ("/a"): a variant's page is the same page. */
const variantPrefixes = Object.values(site.variants)
  .map((v) => v.prefix)
  .filter(Boolean);

/** How much a person wants to see a page first: the home page, then the
 * lists, then the rest; a project's own page among the rest, by number. */
const importance = ["home", "projects", "services", "faq", "about", "contact", "project", "privacy-policy", "terms-of-usage"];

function rank(route: string): number {
  const i = importance.indexOf(route.split("/")[0]!);
  return i < 0 ? importance.length : i;
}

function compareRoutes(a: string, b: string): number {
  const d = rank(a) - rank(b);
  if (d !== 0) return d;
  const [, ka = ""] = a.split("/");
  const [, kb = ""] = b.split("/");
  const na = Number(ka);
  const nb = Number(kb);
  if (ka && kb && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** livePages turns the changed paths into pages: a variant's page and a
 * page's .data are the page; the pages nobody looks for (404) are left
 * out; the most important route first, each route's languages in the
 * site's order. */
export function livePages(changed: readonly string[], languages: readonly string[], prefixes: readonly string[] = variantPrefixes): LivePage[] {
  const seen = new Map<string, LivePage>();
  for (const raw of changed) {
    let path = raw.replace(/\.data$/, "").replace(/\/index\.html$/, "");
    for (const p of prefixes) {
      if (path.startsWith(`${p}/`)) {
        path = path.slice(p.length);
        break;
      }
    }
    const [, lang = "", ...rest] = path.split("/");
    const route = rest.join("/");
    if (!languages.includes(lang) || route === "" || route === "404") continue;
    const page = { route, lang, path: `/${lang}/${route}` };
    seen.set(page.path, page);
  }
  return [...seen.values()].sort((a, b) => compareRoutes(a.route, b.route) || languages.indexOf(a.lang) - languages.indexOf(b.lang));
}

/** routeName names a route inside a sentence, with its article where the
 * language has one: "the home page", "la FAQ". */
function routeName(pt: PublishingTexts, route: string): string {
  const [name, key] = route.split("/");
  const text = pt.liveNow.pages[name!];
  if (text) return key ? fill(text, { key }) : text;
  return fill(pt.liveNow.otherPage, { page: route });
}

/** liveSentence says what went live in the interface language: the most
 * important page, how many others, and in which languages ("Live: the
 * FAQ in English, Arabic and French"; every language of the site: "in
 * every language"). */
export function liveSentence(lang: AdminLanguage, pt: PublishingTexts, pages: readonly LivePage[], siteLanguages: readonly string[]): string {
  if (pages.length === 0) return pt.liveNow.nothing;
  const routes = [...new Set(pages.map((p) => p.route))];
  const langs = siteLanguages.filter((l) => pages.some((p) => p.lang === l));
  const first = routeName(pt, routes[0]!);
  const what = routes.length === 1 ? first : fill(plural(lang, pt.liveNow.andOthers, routes.length - 1), { first });
  let where: string;
  if (langs.length === siteLanguages.length && langs.length > 2) where = pt.liveNow.everyLanguage;
  else {
    const list = new Intl.ListFormat(locales[lang], { type: "conjunction" }).format(langs.map((l) => fill(pt.liveNow.language, { language: languageName(lang, l) })));
    where = fill(plural(lang, pt.liveNow.inLanguages, langs.length), { list });
  }
  return fill(pt.liveNow.sentence, { what, where });
}

/** The most links the disclosure shows; the rest are counted. */
export const linksShown = 6;
