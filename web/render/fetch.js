// Headers, Request, Response and AbortController: as much of the Fetch API as
// React Router's request handler and entry.server.tsx use. Bodies are
// strings, bytes or web streams (the .data files are streamed).
class Headers {
  constructor(init) {
    this.map = new Map();
    if (init instanceof Headers) init.forEach((v, k) => this.append(k, v));
    else if (Array.isArray(init)) for (const [k, v] of init) this.append(k, v);
    else if (init) for (const k of Object.keys(init)) this.append(k, init[k]);
  }
  append(name, value) {
    const k = String(name).toLowerCase();
    const old = this.map.get(k);
    this.map.set(k, old === undefined ? String(value) : `${old}, ${value}`);
  }
  set(name, value) {
    this.map.set(String(name).toLowerCase(), String(value));
  }
  get(name) {
    const v = this.map.get(String(name).toLowerCase());
    return v === undefined ? null : v;
  }
  has(name) {
    return this.map.has(String(name).toLowerCase());
  }
  delete(name) {
    this.map.delete(String(name).toLowerCase());
  }
  getSetCookie() {
    const v = this.map.get("set-cookie");
    return v === undefined ? [] : [v];
  }
  forEach(fn, self) {
    for (const [k, v] of this.entries()) fn.call(self, v, k, this);
  }
  *entries() {
    yield* [...this.map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
  *keys() {
    for (const [k] of this.entries()) yield k;
  }
  *values() {
    for (const [, v] of this.entries()) yield v;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
}

class AbortSignal {
  constructor() {
    this.aborted = false;
    this.reason = undefined;
    this.listeners = [];
    this.onabort = null;
  }
  addEventListener(type, fn) {
    if (type === "abort") this.listeners.push(fn);
  }
  removeEventListener(type, fn) {
    this.listeners = this.listeners.filter((l) => l !== fn);
  }
  throwIfAborted() {
    if (this.aborted) throw this.reason;
  }
  static abort(reason) {
    const c = new AbortController();
    c.abort(reason);
    return c.signal;
  }
}

class AbortController {
  constructor() {
    this.signal = new AbortSignal();
  }
  abort(reason = new Error("aborted")) {
    const s = this.signal;
    if (s.aborted) return;
    s.aborted = true;
    s.reason = reason;
    const event = { type: "abort", target: s };
    if (s.onabort) s.onabort(event);
    for (const fn of s.listeners) fn(event);
  }
}

function bodyStream(body) {
  if (body === null || body === undefined) return null;
  if (body instanceof ReadableStream) return body;
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return new ReadableStream({
    start(c) {
      c.enqueue(bytes);
      c.close();
    },
  });
}

/** Body reads a body once; a string stays a string (no encode and decode). */
class Body {
  constructor(body) {
    this.bodyText = typeof body === "string" ? body : null;
    this.body = typeof body === "string" ? null : bodyStream(body);
    this.bodyUsed = false;
  }
  async arrayBuffer() {
    if (this.bodyText !== null) return new TextEncoder().encode(this.take()).buffer;
    this.bodyUsed = true;
    if (!this.body) return new ArrayBuffer(0);
    const chunks = [];
    let size = 0;
    const reader = this.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = typeof value === "string" ? new TextEncoder().encode(value) : value;
      chunks.push(chunk);
      size += chunk.length;
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out.buffer;
  }
  async text() {
    if (this.bodyText !== null) return this.take();
    return new TextDecoder().decode(await this.arrayBuffer());
  }
  async json() {
    return JSON.parse(await this.text());
  }
  take() {
    if (this.bodyUsed) throw new TypeError("body already read");
    this.bodyUsed = true;
    return this.bodyText;
  }
}

class Request extends Body {
  constructor(input, init = {}) {
    const from = input instanceof Request ? input : null;
    super(init.body ?? null);
    this.url = from ? from.url : new URL(String(input)).href;
    this.method = (init.method ?? (from ? from.method : "GET")).toUpperCase();
    this.headers = new Headers(init.headers ?? (from ? from.headers : undefined));
    this.signal = init.signal ?? (from ? from.signal : new AbortController().signal);
    this.redirect = init.redirect ?? "follow";
  }
  clone() {
    return new Request(this);
  }
}

class Response extends Body {
  constructor(body = null, init = {}) {
    super(body);
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? "";
    this.headers = new Headers(init.headers);
    this.ok = this.status >= 200 && this.status < 300;
    this.type = "default";
    this.redirected = false;
    this.url = "";
  }
  static json(data, init = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify(data), { ...init, headers });
  }
  static redirect(url, status = 302) {
    return new Response(null, { status, headers: { Location: String(url) } });
  }
  static error() {
    return new Response(null, { status: 0 });
  }
}

export function installFetch(g) {
  Object.assign(g, { Headers, Request, Response, AbortController, AbortSignal });
}
