import { common } from "./common";
import { faq } from "./faq";
import { projects } from "./projects";

/** Every English text, by feature. Each feature's texts live in their own
 * file beside this one; the other languages must have the same keys
 * (locales/messages.ts). */
export const en = {
  ...common,
  projects,
  faq,
};
