// node:stream for entry.server.tsx in QuickJS: the PassThrough it pipes the
// page into and listens to ("data", "end", "error"). Chunks are Buffers.
export class PassThrough {
  constructor() {
    this.listeners = { data: [], end: [], error: [] };
  }
  on(event, fn) {
    (this.listeners[event] ??= []).push(fn);
    return this;
  }
  emit(event, value) {
    for (const fn of this.listeners[event] ?? []) fn(value);
  }
  write(chunk) {
    this.emit("data", Buffer.from(chunk));
    return true;
  }
  end() {
    this.emit("end");
  }
}

/** Buffer is the little of Node's that entry.server.tsx uses: concat, then
 * toString("utf8"). */
export class Buffer extends Uint8Array {
  static from(bytes) {
    return new Buffer(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  static concat(list) {
    const out = new Buffer(list.reduce((n, b) => n + b.length, 0));
    let at = 0;
    for (const b of list) {
      out.set(b, at);
      at += b.length;
    }
    return out;
  }
  toString(encoding = "utf8") {
    if (encoding !== "utf8" && encoding !== "utf-8") throw new Error(`Buffer: ${encoding} is not supported`);
    return new TextDecoder().decode(this);
  }
}
