import { site } from "~/config/site";

/** projectIdFrom parses a project id from the URL: an integer naming one of
 * the site's projects, or undefined. */
export function projectIdFrom(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return site.projectIds.includes(id) ? id : undefined;
}

interface MatchLike {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** isNotFoundPage reports whether the matched route renders a not-found view:
 * a splat route, or a project with an unknown id. Such pages are served for
 * many URLs from one prerendered file, so nothing on them may depend on the
 * exact URL. */
export function isNotFoundPage(matches: readonly MatchLike[]): boolean {
  const last = matches[matches.length - 1];
  if (!last) return true;
  if (last.id.endsWith("not-found")) return true;
  return last.id.endsWith("-project") && projectIdFrom(last.params.id) === undefined;
}
