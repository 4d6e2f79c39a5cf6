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

const g = globalThis;
Object.assign(g, { ReadableStream, WritableStream, TransformStream, URL, URLSearchParams });
installFetch(g);
cacheConstructors(g.Intl);

/** __setContent gives the route loaders the content document to render
 * (web/app/content: siteContent() reads globalThis.__siteContent). */
g.__setContent = (json) => {
  g.__siteContent = JSON.parse(json);
};
