/** The symbols of a WhatsApp reference: digits and capitals without 0, O, 1
 * and I, so a reference read aloud or typed from a chat is not misread
 * (catalogue.json, outbound_click's ref). 32 symbols: one random byte masked
 * to 5 bits picks one without bias. */
export const REF_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REF_LENGTH = 4;

/**
 * newRef draws a reference for one page view from crypto.getRandomValues.
 * The tracker keeps it in memory only and draws a new one at each page view.
 *
 * Collision odds: 32^4 = 1,048,576 values. A reference the team looks up is
 * shared by another click of the 30 days it can be traced with probability
 * about (n − 1) / 1,048,576 for n WhatsApp clicks in those days: 0.01 % for
 * 100 clicks, 0.1 % for 1,000. That some two of 1,000 clicks share a
 * reference is likely (1 − e^(−n²/2N) ≈ 38 %), which is why the back office
 * lists every click of a reference, with its time and page, rather than
 * assume one (docs/decisions/0130-whatsapp-reference-in-the-browser.md).
 */
export function newRef(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(REF_LENGTH)), (byte) => REF_ALPHABET[byte & 31]).join("");
}
