import type { Messages } from "../messages";
import { booking } from "./booking";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { frEveryPage } from "./every-page";
import { legal } from "./legal";

export const fr: Messages = {
  ...frEveryPage,
  ...consultation,
  ...booking,
  legal,
  contactPage,
};
