import type { Variant } from "~/config/site";

/** whatsappLink opens a chat with the variant's number: with a prefilled
 * message for the default variant, the bare number link for /a/. The
 * tracker adds the page view's reference when the link is clicked
 * (withWhatsappRef): a random value in the prerendered HTML would not
 * hydrate. */
export function whatsappLink(variant: Variant, message: string): string {
  const base = `https://wa.me/${variant.whatsappNumber}`;
  return variant.whatsappMode === "message" ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function mailtoLink(variant: Variant): string {
  return `mailto:${variant.email}`;
}

export function telLink(variant: Variant): string {
  return `tel:${variant.phone.replace(/[^\d+]/g, "")}`;
}

const REF_LINE = /\s*Ref [0-9A-Z]{4}$/;

/** withWhatsappRef puts "Ref K7Q3" on the last line of a WhatsApp link's
 * prefilled message, replacing a reference put there by an earlier click.
 * The /a/ variant's bare number link gets a message holding only the
 * reference, so every chat carries one. "Ref" is the same in every
 * language: it is what the team looks for in the chat. */
export function withWhatsappRef(href: string, ref: string): string {
  const [base, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  const text = (params.get("text") ?? "").replace(REF_LINE, "");
  params.delete("text");
  const rest = params.toString();
  // encodeURIComponent, not URLSearchParams: wa.me reads "+" as a plus sign.
  return `${base}?${rest ? rest + "&" : ""}text=${encodeURIComponent(text ? `${text}\n\nRef ${ref}` : `Ref ${ref}`)}`;
}
