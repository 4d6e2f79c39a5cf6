import { legal } from "~/locales/ar/legal";

/** The terms-of-usage page in this language: the page itself, with the texts only
 * it needs (routes.ts gives each language its own module). */
export { default, meta } from "./terms-of-usage";
export { loader } from "./terms-of-usage-loader";
export const handle = { messages: { legal } };
