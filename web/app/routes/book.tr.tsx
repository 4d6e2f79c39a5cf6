import { booking } from "~/locales/tr/booking";
import { consultation } from "~/locales/tr/consultation";

/** The booking page in this language, with the texts only it needs
 * (routes.ts gives each language its own module). */
export { default, meta } from "./book";
export { loader } from "./book-loader";
export const handle = { messages: { ...consultation, ...booking } };
