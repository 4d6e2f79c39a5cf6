// @vitest-environment node
import { describe, expect, it } from "vitest";
import { creationOptions, credentialJSON, fromBase64url, requestOptions, toBase64url } from "./webauthn";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("base64url", () => {
  const cases: { name: string; bytes: Uint8Array; text: string }[] = [
    { name: "empty", bytes: bytes(), text: "" },
    { name: "one byte, two padding characters dropped", bytes: bytes(0xff), text: "_w" },
    { name: "two bytes, one padding character dropped", bytes: bytes(0xfb, 0xff), text: "-_8" },
    { name: "three bytes, no padding", bytes: bytes(0, 1, 2), text: "AAEC" },
    { name: "what base64 writes as + and /", bytes: bytes(0xfb, 0xef, 0xbe), text: "----" },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(toBase64url(c.bytes)).toBe(c.text);
      expect([...fromBase64url(c.text)]).toEqual([...c.bytes]);
    });
  }
  it("reads padded input too", () => {
    expect([...fromBase64url("_w==")]).toEqual([0xff]);
  });
  it("round-trips every byte value", () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect([...fromBase64url(toBase64url(all.buffer))]).toEqual([...all]);
  });
});

describe("the ceremony's options", () => {
  it("decodes the challenge, the user id and excluded credentials for create", () => {
    const o = creationOptions({
      publicKey: {
        challenge: "AAEC",
        rp: { id: "localhost", name: "Agency" },
        user: { id: "_w", name: "a@example.com", displayName: "A" },
        excludeCredentials: [{ id: "-_8", type: "public-key" }],
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      },
    });
    expect([...new Uint8Array(o.publicKey!.challenge as ArrayBuffer)]).toEqual([0, 1, 2]);
    expect([...new Uint8Array(o.publicKey!.user.id as ArrayBuffer)]).toEqual([0xff]);
    expect([...new Uint8Array(o.publicKey!.excludeCredentials![0]!.id as ArrayBuffer)]).toEqual([0xfb, 0xff]);
    expect(o.publicKey!.authenticatorSelection).toEqual({ residentKey: "required", userVerification: "required" });
  });
  it("decodes the challenge for get and keeps the rest", () => {
    const o = requestOptions({ publicKey: { challenge: "_w", rpId: "localhost", userVerification: "required" } });
    expect([...new Uint8Array(o.publicKey!.challenge as ArrayBuffer)]).toEqual([0xff]);
    expect(o.publicKey!.rpId).toBe("localhost");
    expect(o.publicKey!.allowCredentials).toBeUndefined();
  });
});

describe("credentialJSON", () => {
  const base = { id: "AAEC", rawId: bytes(0, 1, 2).buffer, type: "public-key", authenticatorAttachment: "platform", getClientExtensionResults: () => ({}) };
  it("encodes a registration's answer", () => {
    const cred = { ...base, response: { clientDataJSON: bytes(1).buffer, attestationObject: bytes(2).buffer, getTransports: () => ["internal"] } };
    expect(credentialJSON(cred as unknown as PublicKeyCredential)).toEqual({
      id: "AAEC", rawId: "AAEC", type: "public-key", authenticatorAttachment: "platform", clientExtensionResults: {},
      response: { clientDataJSON: "AQ", attestationObject: "Ag", transports: ["internal"] },
    });
  });
  it("encodes a sign-in's answer with its user handle", () => {
    const cred = { ...base, response: { clientDataJSON: bytes(1).buffer, authenticatorData: bytes(3).buffer, signature: bytes(4).buffer, userHandle: bytes(5).buffer } };
    expect(credentialJSON(cred as unknown as PublicKeyCredential).response).toEqual({ clientDataJSON: "AQ", authenticatorData: "Aw", signature: "BA", userHandle: "BQ" });
  });
});
