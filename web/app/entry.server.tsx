import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** withoutSharedChunkPreloads keeps React Router's <Scripts> from listing
 * every shared chunk of the page as a modulepreload link. Those links are
 * fetched at high priority before anything paints (on a phone they delayed
 * the first paint of home by 1.6 s); without them the browser finds the chunks
 * by following the imports of the route modules, after the page has painted.
 * Only the prerendered HTML changes: the client keeps its full manifest for
 * navigation (docs/decisions/0040-first-paint-without-modulepreloads.md). */
function withoutSharedChunkPreloads(context: EntryContext): EntryContext {
  const { manifest } = context;
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, route && { ...route, imports: [] }]),
  );
  return { ...context, manifest: { ...manifest, entry: { ...manifest.entry, imports: [] }, routes } };
}

/** withLowPriorityScripts asks the browser to fetch the page's scripts at
 * low priority: the route modules React Router preloads and the module
 * script that imports them. On a slow phone network the stylesheet, the font
 * and the first screen's image then come first and the page paints before
 * the JavaScript that hydrates it has arrived (React Router's <Scripts> gives
 * its preload links no way to say so). The chunks those modules import are
 * fetched at the default priority, once the entry runs. */
export function withLowPriorityScripts(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=')
    .replaceAll('<script type="module" async="">', '<script type="module" async="" fetchpriority="low">');
}

/** handleRequest renders a page at build time (every page is prerendered,
 * ssr: false), so it waits for all of it: the HTML is complete, with no
 * streamed boundaries to patch in afterwards. */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={withoutSharedChunkPreloads(context)} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          headers.set("Content-Type", "text/html");
          resolve(new Response(withLowPriorityScripts(Buffer.concat(chunks).toString("utf8")), { headers, status }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
