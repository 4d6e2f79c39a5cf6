import { booking } from "~/locales/en/booking";
import { consultation } from "~/locales/en/consultation";

/** The booking page in this language, with the texts only it needs
 * (routes.ts gives each language its own module). */
export { default, meta } from "./book";
export { loader } from "./book-loader";
export const handle = { messages: { ...consultation, ...booking } };
