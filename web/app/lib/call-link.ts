import type { CallTarget } from "~/content/types";
import { type Contacts, mailtoLink, whatsappLink } from "./contact-links";

/** CallPlaces is what a call to action's target needs to become a link:
 * the page's contacts, its link builder (useSite's to), the message a
 * WhatsApp chat opens with, and the form's link when the call starts a
 * request already filled in (a project's: consultationHref). */
export interface CallPlaces {
  contacts: Contacts;
  to: (rest: string) => string;
  whatsappMessage: string;
  formHref?: string;
}

/** CallHref is where a call to action leads: a page of the site (page),
 * or a chat or an e-mail outside it. */
export interface CallHref {
  href: string;
  page: boolean;
}

/** callHref turns the target the agency chose in the studio into a link:
 * the contact page's consultation form, the booking page, a WhatsApp chat
 * or an e-mail to the variant's address. */
export function callHref(target: CallTarget, places: CallPlaces): CallHref {
  switch (target) {
    case "form":
      return { href: places.formHref ?? `${places.to("/contact")}#consultation`, page: true };
    case "booking":
      return { href: places.to("/book"), page: true };
    case "whatsapp":
      return { href: whatsappLink(places.contacts, places.whatsappMessage), page: false };
    case "email":
      return { href: mailtoLink(places.contacts), page: false };
  }
}
