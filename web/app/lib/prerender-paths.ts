import { languages, pages, site, type VariantName } from "../config/site";
import { projectIds } from "../content/projects/ids";

/** Sentinel paths prerendered only to be served, with status 404, for paths
 * that match no page: the Go server picks the one of the request's variant
 * and language. They match the same routes as the paths they stand for, so
 * the page hydrates without a mismatch. */
export const NOT_FOUND_SEGMENT = "404";
export const PROJECT_NOT_FOUND_ID = "not-found";

/** The booking's manage page, under each language: a page of its own but
 * not of site.json's pages (not in the menus nor, being noindex, the sitemap). */
export const BOOKING_MANAGE_REST = "/book/manage";

/** prerenderPaths lists every path built to its own HTML file: each page in
 * each language and variant, and a page per project of the content document
 * (siteContent(): the default at build time, the published one when the Go
 * renderer calls this). */
export function prerenderPaths(): string[] {
  const paths = [`/${NOT_FOUND_SEGMENT}`];
  for (const variant of Object.keys(site.variants) as VariantName[]) {
    const prefix = site.variants[variant].prefix;
    for (const lang of languages) {
      const base = `${prefix}/${lang}`;
      paths.push(...pages.map((p) => `${base}/${p}`), `${base}${BOOKING_MANAGE_REST}`);
      paths.push(...projectIds().map((id) => `${base}/project/${id}`));
      paths.push(`${base}/project/${PROJECT_NOT_FOUND_ID}`, `${base}/${NOT_FOUND_SEGMENT}`);
    }
  }
  return paths;
}
