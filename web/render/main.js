// The render bundle's main script: React Router's own server build (the one
// @react-router/dev prerenders with) and the requests @react-router/dev makes
// to prerender a path, for the renderer inside the Go binary
// (internal/render). The host runs prelude.js first, sets
// globalThis.__siteContent to the content document, then calls the functions
// below and drives the timers (prelude.js) until a render settles.
import { createRequestHandler, matchRoutes } from "react-router";
import { prerenderPaths } from "../app/lib/prerender-paths";
import * as build from "../build/render-server/index.js";

// The paths follow the content document the host set (a tenth project gets
// its pages). React Router answers 404 for a path missing from the build's
// prerender list, frozen at build time: the list it checks is this one.
let paths, handler;
function followContent() {
  paths = prerenderPaths();
  handler = createRequestHandler({ ...build, prerender: paths }, "production");
}
followContent();

/** __contentChanged makes the paths follow a document the host set after
 * this script ran: a kept engine renders the next publish's document. */
globalThis.__contentChanged = followContent;

/** routesTree nests the build's routes as @react-router/dev's
 * createPrerenderRoutes does, to find which routes a path matches. */
function routesTree(parentId = "") {
  return Object.values(build.routes)
    .filter((r) => (r.parentId || "") === parentId)
    .map((r) => (r.index ? { index: true, id: r.id, path: r.path } : { id: r.id, path: r.path, children: routesTree(r.id) }));
}
const tree = routesTree();

/** render prerenders one path as @react-router/dev's prerenderData and
 * prerenderRoute do (v8_trailingSlashAwareDataRequests): the .data file
 * first when a matched route has a loader, then the page, given that data. */
async function render(path) {
  const matches = matchRoutes(tree, `/${path}/`.replace(/^\/\/+/, "/"));
  if (!matches) throw new Error(`render: ${path} matches no route`);
  const leaf = build.routes[matches[matches.length - 1].route.id].module;
  if (!leaf.default && !leaf.ErrorBoundary) throw new Error(`render: ${path} is a resource route`);
  const base = build.basename || "/";
  let data = null;
  if (matches.some((m) => build.assets.routes[m.route.id]?.hasLoader)) {
    const dataPath = `${base}${path.endsWith("/") ? `${path}_.data` : `${path}.data`}`.replace(/\/\/+/g, "/");
    const response = await handler(new Request(`http://localhost${dataPath}`));
    data = await response.text();
    if (response.status !== 200 && response.status !== 202) throw new Error(`render: ${dataPath}: status ${response.status}`);
  }
  const pagePath = `${base}${path}/`.replace(/\/\/+/g, "/");
  const init = data === null ? undefined : { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } };
  const response = await handler(new Request(`http://localhost${pagePath}`, init));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`render: ${pagePath}: status ${response.status}`);
  return { html, data };
}

let outcome = null;

/** __renderPaths returns, as JSON, every path to prerender. */
globalThis.__renderPaths = () => JSON.stringify(paths);

/** __renderStart starts rendering a path; __renderPoll answers "" until it
 * settles, then its outcome as JSON: {html, data} or {error, stack, logs}. */
globalThis.__renderStart = (path) => {
  outcome = null;
  globalThis.__logs.length = 0;
  render(path).then(
    (page) => (outcome = page),
    (error) => (outcome = { error: String(error?.message ?? error), stack: String(error?.stack ?? ""), logs: globalThis.__logs.slice() }),
  );
};
globalThis.__renderPoll = () => (outcome === null ? "" : JSON.stringify(outcome));
