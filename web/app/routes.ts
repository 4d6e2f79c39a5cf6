import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { languages, pages, site, type Language, type VariantName } from "./config/site";
import { BOOKING_MANAGE_REST } from "./lib/prerender-paths";

/** Pages whose texts are theirs alone have one route module per language
 * (routes/{page}.{lang}.tsx), which brings those texts. */
const pagesWithOwnTexts: readonly string[] = ["privacy-policy", "terms-of-usage", "contact", "book"];

/** Each language of each variant is its own layout route, so the route module
 * that carries a language's texts is loaded only for pages in that language. */
function languageRoutes(variant: VariantName, lang: Language) {
  const prefix = site.variants[variant].prefix.replace(/^\//, "");
  const id = prefix ? `${prefix}-${lang}` : lang;
  return route(prefix ? `${prefix}/${lang}` : lang, `routes/language-${lang}.tsx`, { id }, [
    index("routes/language-index.tsx", { id: `${id}-index` }),
    ...pages.map((page) =>
      route(page, pagesWithOwnTexts.includes(page) ? `routes/${page}.${lang}.tsx` : `routes/${page}.tsx`, { id: `${id}-${page}` }),
    ),
    route(BOOKING_MANAGE_REST.slice(1), `routes/book-manage.${lang}.tsx`, { id: `${id}-book-manage` }),
    route("project/:id", "routes/project.tsx", { id: `${id}-project` }),
    route("*", "routes/not-found.tsx", { id: `${id}-not-found` }),
  ]);
}

export default [
  ...(Object.keys(site.variants) as VariantName[]).flatMap((variant) => languages.map((lang) => languageRoutes(variant, lang))),
  route("*", "routes/not-found-root.tsx"),
] satisfies RouteConfig;
