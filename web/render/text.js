// TextEncoder and TextDecoder, UTF-8 only: what React's edge build and
// React Router's data streams use. React encodes every small piece of a page
// on its own, so the encoder allocates once per call, exactly.
class Encoder {
  get encoding() {
    return "utf-8";
  }
  encode(input = "") {
    const s = String(input);
    let size = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) size += 1;
      else if (c < 0x800) size += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        size += 4;
        i++;
      } else size += 3; // lone surrogates become U+FFFD, three bytes too
    }
    const out = new Uint8Array(size);
    if (size === s.length) {
      for (let i = 0; i < size; i++) out[i] = s.charCodeAt(i);
      return out;
    }
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        out[n++] = c;
        continue;
      }
      if (c < 0x800) {
        out[n++] = 0xc0 | (c >> 6);
        out[n++] = 0x80 | (c & 63);
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && (d & 0xfc00) === 0xdc00) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
          out[n++] = 0xf0 | (c >> 18);
          out[n++] = 0x80 | ((c >> 12) & 63);
          out[n++] = 0x80 | ((c >> 6) & 63);
          out[n++] = 0x80 | (c & 63);
          continue;
        }
        c = 0xfffd;
      }
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
      out[n++] = 0x80 | (c & 63);
    }
    return out;
  }
}

const unitsPerString = 4096;

class Decoder {
  constructor() {
    this.pending = new Uint8Array(0); // a sequence cut at the end of the last chunk (stream: true)
  }
  get encoding() {
    return "utf-8";
  }
  decode(input, options) {
    let bytes = input === undefined ? new Uint8Array(0) : input instanceof Uint8Array ? input : ArrayBuffer.isView(input) ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength) : new Uint8Array(input);
    if (this.pending.length) {
      const joined = new Uint8Array(this.pending.length + bytes.length);
      joined.set(this.pending);
      joined.set(bytes, this.pending.length);
      bytes = joined;
      this.pending = new Uint8Array(0);
    }
    let end = bytes.length;
    if (options && options.stream) {
      let back = 0;
      while (back < 3 && back < end && (bytes[end - 1 - back] & 0xc0) === 0x80) back++;
      const lead = end - 1 - back;
      if (lead >= 0) {
        const b = bytes[lead];
        const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
        if (need > back + 1) {
          this.pending = bytes.slice(lead);
          end = lead;
        }
      }
    }
    const parts = [];
    const units = new Uint16Array(unitsPerString + 1);
    let u = 0;
    for (let i = 0; i < end; ) {
      const b = bytes[i];
      let c;
      if (b < 0x80) {
        c = b;
        i += 1;
      } else if (b >= 0xc2 && b < 0xe0 && i + 1 < end && (bytes[i + 1] & 0xc0) === 0x80) {
        c = ((b & 31) << 6) | (bytes[i + 1] & 63);
        i += 2;
      } else if (b >= 0xe0 && b < 0xf0 && i + 2 < end && (bytes[i + 1] & 0xc0) === 0x80 && (bytes[i + 2] & 0xc0) === 0x80) {
        c = ((b & 15) << 12) | ((bytes[i + 1] & 63) << 6) | (bytes[i + 2] & 63);
        i += 3;
      } else if (b >= 0xf0 && b < 0xf5 && i + 3 < end && (bytes[i + 1] & 0xc0) === 0x80 && (bytes[i + 2] & 0xc0) === 0x80 && (bytes[i + 3] & 0xc0) === 0x80) {
        c = ((b & 7) << 18) | ((bytes[i + 1] & 63) << 12) | ((bytes[i + 2] & 63) << 6) | (bytes[i + 3] & 63);
        i += 4;
      } else {
        c = 0xfffd;
        i += 1;
      }
      if (c >= 0x10000) {
        c -= 0x10000;
        units[u++] = 0xd800 + (c >> 10);
        units[u++] = 0xdc00 + (c & 0x3ff);
      } else units[u++] = c;
      if (u >= unitsPerString) {
        parts.push(String.fromCharCode.apply(null, units.subarray(0, u)));
        u = 0;
      }
    }
    parts.push(String.fromCharCode.apply(null, units.subarray(0, u)));
    return parts.join("");
  }
}

export function installText(g) {
  g.TextEncoder = Encoder;
  g.TextDecoder = Decoder;
}
