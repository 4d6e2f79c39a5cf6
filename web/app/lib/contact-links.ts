import type { Variant } from "~/config/site";

/** whatsappLink opens a chat with the variant's number: with a prefilled
 * message for the default variant, the bare number link for /a/. */
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
