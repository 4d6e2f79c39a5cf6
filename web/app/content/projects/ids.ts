import { siteContent } from "../site-content";

/** projectIds lists the projects' ids in the content's order: each gets its
 * page (lib/prerender-paths.ts). Its own module, with relative imports only:
 * react-router.config.ts reads it through prerender-paths.ts, where the "~/"
 * alias does not resolve. */
export function projectIds(): number[] {
  return siteContent().projects.map((p) => p.id);
}
