import { booking } from "~/locales/ar/booking";

/** The booking's manage page in this language, with the booking's texts. */
export { default, meta } from "./book-manage";
export { loader } from "./book-manage-loader";
export const handle = { messages: booking };
