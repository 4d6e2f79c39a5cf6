import { legal } from "~/locales/en/legal";

/** The privacy-policy page in this language: the page itself, with the texts only
 * it needs (routes.ts gives each language its own module). */
export { default, meta } from "./privacy-policy";
export { loader } from "./privacy-policy-loader";
export const handle = { messages: { legal } };
