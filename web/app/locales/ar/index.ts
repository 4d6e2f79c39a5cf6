import type { Messages } from "../messages";
import { booking } from "./booking";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { arEveryPage } from "./every-page";
import { legal } from "./legal";

export const ar: Messages = {
  ...arEveryPage,
  ...consultation,
  ...booking,
  legal,
  contactPage,
};
