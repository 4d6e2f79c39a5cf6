import { fill } from "~/features/admin-core/texts";
import { isObj, itemTitle } from "./model";

/** LinkTarget is a page of the site a rich text may link to: its path
 * without language or variant ("/projects", "/project/8"), which the page
 * resolves to the visitor's own (lib/sanitize-html.ts), and its name. */
export interface LinkTarget {
  path: string;
  name: string;
}

/** linkTargets lists the pages a link may point at: the site's pages (names:
 * publishing-texts' page names), then each project's own page, named by
 * its title in the interface language. Hidden projects have no page. */
export function linkTargets(pages: readonly string[], names: Record<string, string>, working: Record<string, unknown>, lang: string, projectName: string): LinkTarget[] {
  const out: LinkTarget[] = pages.map((p) => ({ path: `/${p}`, name: names[p] ?? p }));
  for (const project of Array.isArray(working.projects) ? working.projects : []) {
    if (!isObj(project) || project.hidden === true || project.id === undefined) continue;
    out.push({ path: `/project/${String(project.id)}`, name: fill(projectName, { name: itemTitle(project, String(project.id), lang) }) });
  }
  return out;
}

/** hrefOf is what the link dialog's address becomes: an e-mail address
 * gets its mailto:, anything else is kept as typed (trimmed). */
export function hrefOf(address: string): string {
  const a = address.trim();
  return /^[^\s@:/]+@[^\s@/]+$/.test(a) ? `mailto:${a}` : a;
}
