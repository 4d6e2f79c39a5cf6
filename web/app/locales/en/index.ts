import { common } from "./common";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { faq } from "./faq";
import { legal } from "./legal";
import { projects } from "./projects";

/** Every English text, by feature. Each feature's texts live in their own
 * file beside this one; the other languages must have the same keys
 * (locales/messages.ts). */
export const en = {
  ...common,
  ...consultation,
  projects,
  faq,
  legal,
  contactPage,
};
