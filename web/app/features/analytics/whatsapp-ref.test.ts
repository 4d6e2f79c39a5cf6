import { describe, expect, it } from "vitest";
import { newRef, REF_ALPHABET, REF_LENGTH } from "./whatsapp-ref";

const filled = (...values: number[]) => (bytes: Uint8Array) => {
  bytes.set(values.slice(0, bytes.length));
  return bytes;
};

describe("WhatsApp reference", () => {
  it("uses the catalogue's 32 symbols, without 0, O, 1 or I", () => {
    expect(REF_ALPHABET).toHaveLength(32);
    expect(new Set(REF_ALPHABET).size).toBe(32);
    expect(REF_ALPHABET).not.toMatch(/[0O1I]/);
    expect(REF_ALPHABET).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]+$/);
  });

  it.each([
    { name: "lowest bytes", bytes: [0, 0, 0, 0], want: "2222" },
    { name: "highest bytes", bytes: [255, 255, 255, 255], want: "ZZZZ" },
    { name: "bytes wrap every 32 values", bytes: [31, 32, 33, 64 + 8], want: "Z23A" },
  ])("maps random bytes to symbols: $name", ({ bytes, want }) => {
    expect(newRef(filled(...bytes))).toBe(want);
  });

  it("reaches every symbol with equal weight (256 byte values, 8 each)", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const symbol = newRef(filled(byte, byte, byte, byte))[0]!;
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array(32).fill(8));
  });

  it("draws 4 symbols of the catalogue's pattern from crypto.getRandomValues", () => {
    for (let i = 0; i < 100; i++) expect(newRef()).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
    expect(REF_LENGTH).toBe(4);
  });
});
