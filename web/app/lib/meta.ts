import type { MetaDescriptor } from "react-router";
import type { PageText } from "~/content/pages";
import type { Messages } from "~/locales/messages";
import { messagesFromMatches } from "./i18n";
import { parsePath } from "./paths";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ handle?: unknown } | undefined>;
  /** The page's loader data: its own texts under `page` (content/every-page.ts). */
  loaderData?: unknown;
}

/** messagesOf gives the texts of the matched routes. */
export function messagesOf(args: MetaArgsLike): Messages | undefined {
  return messagesFromMatches(args.matches);
}

/** title formats "{page name} | {brand}". */
export function title(messages: Messages, pageName: string): string {
  return `${pageName} | ${messages.meta.brand}`;
}

/** pageMeta gives a page its title, description and Open Graph tags: the
 * content's search title, meta description and share text of the page
 * (its loader's `page`), or override's (a project's page: the project's
 * title and summary). Pages of the /a/ variant are not indexed. The
 * canonical link, the hreflang alternates and og:url are absolute URLs on
 * the public origin, which only the server knows: it adds them to each
 * page's head (internal/server/head.go). */
export function pageMeta(args: MetaArgsLike, override?: { title?: string; description?: string }): MetaDescriptor[] {
  const messages = messagesOf(args);
  const own = (args.loaderData as { page?: PageText | null } | undefined)?.page;
  const pageTitle = override?.title ?? own?.title;
  const description = override?.description ?? own?.description;
  if (!messages || !pageTitle || !description) return [];
  const { lang, variant } = parsePath(args.location.pathname);
  const tags: MetaDescriptor[] = [
    { title: pageTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: messages.meta.brand },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: override?.description ?? own?.share ?? description },
    { property: "og:locale", content: lang },
  ];
  tags.push(...shareImageMeta(pageTitle));
  if (variant !== "default") tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** The share preview's size: what Open Graph and X crop to without loss. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** shareImageMeta describes a page's share preview, drawn in Go from its
 * title at build and at publish (internal/shareimage). The image's own URL must be
 * absolute on the public origin: the server adds og:image and
 * twitter:image (internal/server/head.go). */
function shareImageMeta(pageTitle: string): MetaDescriptor[] {
  return [
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: pageTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: pageTitle },
  ];
}

/** notFoundMeta titles a not-found view. It names no URL, because the same
 * prerendered page is served for every unknown path of its language. */
export function notFoundMeta(args: MetaArgsLike, kind: "notFound" | "projectNotFound"): MetaDescriptor[] {
  const messages = messagesOf(args);
  if (!messages) return [];
  const pageTitle = title(messages, messages.pages[kind]);
  return [{ title: pageTitle }, { name: "robots", content: "noindex" }, ...shareImageMeta(pageTitle)];
}
