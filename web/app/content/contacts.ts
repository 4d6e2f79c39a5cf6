import { site } from "~/config/site";
import type { Contacts } from "~/lib/contact-links";
import { parsePath } from "~/lib/paths";
import { siteContent } from "./site-content";

/** contactsOf gives the agency's contacts on the variant of a loader's URL:
 * the published document's (its contacts family) with the variant's
 * WhatsApp mode (site.json, the operator's). */
export function contactsOf(url: string): Contacts {
  const variant = parsePath(new URL(url).pathname).variant;
  const own = siteContent().contacts.find((c) => c.variant === variant);
  if (!own) throw new Error(`content: no contacts for the variant ${variant}`); // schema.json requires one per variant
  return {
    email: own.email,
    phone: own.phone,
    whatsapp: own.whatsapp,
    whatsappMode: site.variants[variant].whatsappMode as Contacts["whatsappMode"],
  };
}
