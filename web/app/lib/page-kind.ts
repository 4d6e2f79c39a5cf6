/** projectIdFrom parses a project id from the URL: a positive integer, or
 * undefined. Whether the content has that project is the loader's to say. */
export function projectIdFrom(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}

interface MatchLike {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  loaderData?: unknown;
}

/** isNotFoundPage reports whether the matched route renders a not-found view:
 * a splat route, or a project with an unknown id. Such pages are served for
 * many URLs from one prerendered file, so nothing on them may depend on the
 * exact URL. */
export function isNotFoundPage(matches: readonly MatchLike[]): boolean {
  const last = matches[matches.length - 1];
  if (!last) return true;
  if (last.id.endsWith("not-found")) return true;
  // The project route's loader gives a null project for an id the content
  // does not have (the browser holds no list of projects).
  return last.id.endsWith("-project") && !(last.loaderData as { project?: unknown } | undefined)?.project;
}
