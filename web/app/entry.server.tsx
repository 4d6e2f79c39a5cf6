import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";

/** handleRequest renders a page at build time (every page is prerendered,
 * ssr: false), so it waits for all of it: the HTML is complete, with no
 * streamed boundaries to patch in afterwards. */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          headers.set("Content-Type", "text/html");
          resolve(new Response(scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8")), { headers, status }));
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
