// react-dom/server for entry.server.tsx in QuickJS: its renderToPipeableStream
// on top of the edge build's renderToReadableStream (the Node build needs
// node:stream and setImmediate; the browser build MessageChannel). Same
// renderer underneath, so the same bytes.
import { renderToReadableStream } from "react-dom/server.edge";

export function renderToPipeableStream(children, options = {}) {
  const { onShellReady, onShellError, onAllReady, ...rest } = options;
  const abort = new AbortController();
  let stream;
  renderToReadableStream(children, { ...rest, signal: abort.signal }).then(
    (s) => {
      stream = s;
      onShellReady?.();
      return s.allReady.then(() => onAllReady?.());
    },
    (error) => onShellError?.(error),
  );
  return {
    pipe(destination) {
      const reader = stream.getReader();
      const pump = () =>
        reader.read().then(({ done, value }) => {
          if (done) return destination.end();
          destination.write(value);
          return pump();
        });
      pump().catch((error) => destination.emit("error", error));
      return destination;
    },
    abort(reason) {
      abort.abort(reason);
    },
  };
}
