import { booking } from "./booking";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { enEveryPage } from "./every-page";
import { legal } from "./legal";

/** Every English text, by feature. Each feature's texts live in their own
 * file beside this one; the other languages must have the same keys
 * (locales/messages.ts). */
export const en = {
  ...enEveryPage,
  ...consultation,
  ...booking,
  legal,
  contactPage,
};
