import { consultation } from "~/locales/en/consultation";
import { contactPage } from "~/locales/en/contact-page";

/** The contact page in this language: the page itself, with the texts only
 * it needs (routes.ts gives each language its own module). */
export { default, meta } from "./contact";
export { loader } from "./contact-loader";
export const handle = { messages: { ...consultation, contactPage } };
