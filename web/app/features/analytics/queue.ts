import type { EventName } from "~/lib/track";
import type { PageContext } from "./context";

/** The server's endpoint (internal/server/events.go). */
export const EVENTS_ENDPOINT = "/api/events";
/** How long the first queued event waits for others before a batch leaves. */
export const FLUSH_DELAY_MS = 1_000;
/** A batch leaves as soon as this many events wait (the server takes 50). */
export const MAX_BATCH_EVENTS = 20;
/** A body stays under this many bytes (the server takes 16 KB). */
export const MAX_BATCH_BYTES = 15_000;

export type PropValue = string | number | boolean;

/** WireEvent is one event as POST /api/events takes it; the server reads
 * the page's language and variant from its path. */
export interface WireEvent extends PageContext {
  name: EventName;
  path: string;
  referrer?: string;
  props?: Record<string, PropValue>;
}

export type Transport = (body: string) => void;

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** toBodies packs events into request bodies of at most MAX_BATCH_EVENTS
 * events and MAX_BATCH_BYTES bytes, in order; an event too large on its
 * own is dropped, since the server would refuse its whole batch. */
export function toBodies(events: WireEvent[]): string[] {
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = 0;
  const close = () => {
    if (parts.length) bodies.push(`{"events":[${parts.join(",")}]}`);
    parts = [];
    size = 14; // {"events":[]}
  };
  close();
  for (const event of events) {
    const json = JSON.stringify(event);
    const n = byteLength(json) + 1;
    if (n + 14 > MAX_BATCH_BYTES) continue;
    if (parts.length === MAX_BATCH_EVENTS || size + n > MAX_BATCH_BYTES) close();
    parts.push(json);
    size += n;
  }
  close();
  return bodies;
}

/** beacon sends a body with navigator.sendBeacon (text/plain, survives the
 * page being closed), or with fetch and keepalive where the beacon is
 * missing or refused; failures are ignored, analytics never disturbs the
 * page. The tracker needs no cookie, but a back-office session cookie must
 * travel as sendBeacon sends it: the server leaves the team's visits out. */
export const beacon: Transport = (body) => {
  if (navigator.sendBeacon?.(EVENTS_ENDPOINT, body)) return;
  fetch(EVENTS_ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": "text/plain" },
  }).catch(() => {});
};

export interface Queue {
  push(event: WireEvent): void;
  flush(): void;
}

/** createQueue holds events until FLUSH_DELAY_MS after the first one, until
 * MAX_BATCH_EVENTS wait, or until flush (the page is being hidden). */
export function createQueue(send: Transport = beacon): Queue {
  let events: WireEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const taken = events;
    events = [];
    toBodies(taken).forEach(send);
  };
  return {
    push(event) {
      events.push(event);
      if (events.length >= MAX_BATCH_EVENTS) flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    flush,
  };
}
