/* The browser's side of a passkey ceremony. The server speaks WebAuthn's
   JSON (binary fields as base64url strings); navigator.credentials takes and
   gives ArrayBuffers. These few functions convert both ways, so no library
   is needed (PublicKeyCredential.parseCreationOptionsFromJSON does the same
   but is missing from browsers still in use). */

/** toBase64url encodes bytes without padding, as WebAuthn's JSON does. */
export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** fromBase64url decodes base64url, with or without padding. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

interface Descriptor {
  id: string;
  type: string;
  transports?: string[];
}

type JSONOptions = { publicKey: Record<string, unknown> & { challenge: string } };

function descriptors(list: unknown): PublicKeyCredentialDescriptor[] | undefined {
  if (!Array.isArray(list)) return undefined;
  return (list as Descriptor[]).map((d) => ({ ...d, id: fromBase64url(d.id), type: "public-key", transports: d.transports as AuthenticatorTransport[] | undefined }));
}

/** creationOptions turns the server's registration options into what
 * navigator.credentials.create takes. */
export function creationOptions(json: JSONOptions): CredentialCreationOptions {
  const pk = json.publicKey as JSONOptions["publicKey"] & { user: { id: string; name: string; displayName: string }; excludeCredentials?: unknown };
  return {
    publicKey: {
      ...(pk as unknown as PublicKeyCredentialCreationOptions),
      challenge: fromBase64url(pk.challenge),
      user: { ...pk.user, id: fromBase64url(pk.user.id) },
      excludeCredentials: descriptors(pk.excludeCredentials),
    },
  };
}

/** requestOptions turns the server's sign-in options into what
 * navigator.credentials.get takes. */
export function requestOptions(json: JSONOptions): CredentialRequestOptions {
  const pk = json.publicKey as JSONOptions["publicKey"] & { allowCredentials?: unknown };
  return {
    publicKey: {
      ...(pk as unknown as PublicKeyCredentialRequestOptions),
      challenge: fromBase64url(pk.challenge),
      allowCredentials: descriptors(pk.allowCredentials),
    },
  };
}

/** credentialJSON is a PublicKeyCredential as the server reads it. */
export function credentialJSON(cred: PublicKeyCredential): Record<string, unknown> {
  const r = cred.response;
  const response: Record<string, unknown> = { clientDataJSON: toBase64url(r.clientDataJSON) };
  if ("attestationObject" in r) {
    const att = r as AuthenticatorAttestationResponse;
    response.attestationObject = toBase64url(att.attestationObject);
    response.transports = typeof att.getTransports === "function" ? att.getTransports() : [];
  } else {
    const a = r as AuthenticatorAssertionResponse;
    response.authenticatorData = toBase64url(a.authenticatorData);
    response.signature = toBase64url(a.signature);
    if (a.userHandle) response.userHandle = toBase64url(a.userHandle);
  }
  return {
    id: cred.id,
    rawId: toBase64url(cred.rawId),
    type: cred.type,
    authenticatorAttachment: cred.authenticatorAttachment ?? undefined,
    clientExtensionResults: cred.getClientExtensionResults(),
    response,
  };
}

/** passkeysSupported says whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function" && !!navigator.credentials;
}

/** isCancelled tells a ceremony the person dismissed (or that timed out)
 * from a real failure: the browser says NotAllowedError for both. */
export function isCancelled(err: unknown): boolean {
  return err instanceof DOMException && (err.name === "NotAllowedError" || err.name === "AbortError");
}
