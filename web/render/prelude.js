// The render bundle's prelude: what a browser or Node gives React Router's
// server build and QuickJS does not. It is a script of its own, run before
// main.js: bundled apart, its polyfills can be wrapped and renamed freely,
// while main.js keeps React Router's functions as their source prints them
// (<ScrollRestoration> inlines one function's own text into every page).
// Modules run in import order: base.js first.
import "./base.js";
import { ReadableStream, TransformStream, WritableStream } from "web-streams-polyfill";
import { URL, URLSearchParams } from "whatwg-url";
import { installFetch } from "./fetch.js";
import { cacheConstructors } from "./intl.js";
import { distinct, observe, takeReads, tracked } from "./reads.js";

const g = globalThis;
Object.assign(g, { ReadableStream, WritableStream, TransformStream, URL, URLSearchParams });
installFetch(g);
cacheConstructors(g.Intl);

/** __setContent gives the route loaders the content document to render
 * (web/app/content: siteContent() reads globalThis.__siteContent), behind
 * proxies that note what each render reads of it (reads.js). */
let contentDocument = null;
g.__setContent = (json) => {
  contentDocument = JSON.parse(json);
  g.__siteContent = tracked(contentDocument);
};

/** __distinct gives the loaders the distinct values of a field over a
 * list of the document as one read (web/app/content/distinct.ts). */
g.__distinct = distinct;

/** __takeReads returns, as JSON, the [key, observation] pairs read since
 * the last call: the host takes them after start-up and after each page. */
g.__takeReads = () => JSON.stringify(takeReads());

/** __observe returns, as JSON, what the keys (a JSON list) find in the
 * document now: a page whose observations are unchanged renders the same. */
g.__observe = (keys) => JSON.stringify(observe(contentDocument, JSON.parse(keys)));
