// What the polyfills themselves need when they load (whatwg-url encodes with
// TextEncoder), installed first: timers, text encoding, console, process.
import { installText } from "./text.js";
import { installTimers } from "./timers.js";

const g = globalThis;
installTimers(g);
installText(g);
g.process = { env: { NODE_ENV: "production" } };

/** console keeps what the bundle prints; the host reads it with a failed
 * render's error (entry.server.tsx reports render errors with console.error). */
const logs = [];
g.__logs = logs;
const keep =
  (level) =>
  (...args) => {
    if (logs.length < 100) logs.push(`${level}: ${args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ""}` : String(a))).join(" ")}`);
  };
g.console = { log: keep("log"), info: keep("info"), warn: keep("warn"), error: keep("error"), debug: keep("debug") };
