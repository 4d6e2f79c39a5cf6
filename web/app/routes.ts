import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { languages, pages, site, type Language, type VariantName } from "./config/site";

/** Pages whose texts are theirs alone have one route module per language
 * (routes/{page}.{lang}.tsx), which brings those texts. */
const pagesWithOwnTexts: readonly string[] = ["privacy-policy", "terms-of-usage", "contact"];

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
    route("project/:id", "routes/project.tsx", { id: `${id}-project` }),
    route("*", "routes/not-found.tsx", { id: `${id}-not-found` }),
  ]);
}

/** The back office: client-rendered from the SPA fallback, never prerendered,
 * imported by no public route. SITE_PUBLIC_ONLY=1 leaves it out of a build:
 * scripts/check-public-bytes.mjs builds with and without it and compares what
 * /en/home loads (docs/decisions/0045-back-office-in-the-same-app.md). */
const adminRoutes = process.env.SITE_PUBLIC_ONLY
  ? []
  : [
      route("admin", "routes/admin/admin.tsx", [
        route("login", "routes/admin/login.tsx"),
        route("setup", "routes/admin/setup.tsx"),
        route("invite", "routes/admin/invite.tsx"),
        layout("routes/admin/signed-in.tsx", [
          index("routes/admin/index.tsx"),
          route("leads", "routes/admin/leads.tsx"),
          route("spam", "routes/admin/spam.tsx"),
          route("leads/:id", "routes/admin/lead.tsx"),
          route("analytics", "routes/admin/analytics.tsx"),
          route("whatsapp", "routes/admin/whatsapp.tsx"),
          route("team", "routes/admin/team.tsx"),
          route("account", "routes/admin/account.tsx"),
          route("audit", "routes/admin/audit.tsx"),
          route("settings", "routes/admin/settings.tsx"),
          route("*", "routes/admin/not-found.tsx"),
        ]),
      ]),
    ];

export default [
  ...(Object.keys(site.variants) as VariantName[]).flatMap((variant) => languages.map((lang) => languageRoutes(variant, lang))),
  ...adminRoutes,
  route("*", "routes/not-found-root.tsx"),
] satisfies RouteConfig;
