import type { Messages } from "../messages";
import { booking } from "./booking";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { trEveryPage } from "./every-page";
import { legal } from "./legal";

export const tr: Messages = {
  ...trEveryPage,
  ...consultation,
  ...booking,
  legal,
  contactPage,
};
