/** What the back office uses of the running React Router. */
interface DataRouter {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  revalidate(): Promise<void>;
}

/** router is the data router React Router's HydratedRouter keeps on window.
 * The back office calls it instead of importing useNavigate, useRevalidator
 * or useFetcher: every react-router export the back office imports and the
 * public pages do not changes the export list of the chunk they share, so
 * the public pages' JS would change (docs/decisions/0045-back-office-in-the-same-app.md). */
export function router(): DataRouter {
  return (window as unknown as { __reactRouterDataRouter: DataRouter }).__reactRouterDataRouter;
}

/** redirect is React Router's redirect (a 302 Response with Location),
 * built here for the same reason. */
export function redirect(to: string): Response {
  return new Response(null, { status: 302, headers: { Location: to } });
}
