/** Contacts are how a visitor reaches the agency on a site variant: its
 * published e-mail, phone and WhatsApp number (content/contacts.ts), and
 * how the variant opens WhatsApp (site.json): with a prefilled message, or
 * the bare number (the /a/ test). Numbers are international, as written
 * ("+966 50 123 4567"). */
export interface Contacts {
  email: string;
  phone: string;
  whatsapp: string;
  whatsappMode: "message" | "direct";
}

const digits = (number: string) => number.replace(/\D/g, "");

/** whatsappLink opens a chat with the variant's number: with a prefilled
 * message for the default variant, the bare number link for /a/. The
 * tracker adds the page view's reference when the link is clicked
 * (withWhatsappRef): a random value in the prerendered HTML would not
 * hydrate. */
export function whatsappLink(contacts: Contacts, message: string): string {
  const base = `https://wa.me/${digits(contacts.whatsapp)}`;
  return contacts.whatsappMode === "message" ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function mailtoLink(contacts: Contacts): string {
  return `mailto:${contacts.email}`;
}

export function telLink(contacts: Contacts): string {
  return `tel:+${digits(contacts.phone)}`;
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
