import type { Messages } from "../messages";
import { common } from "./common";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { faq } from "./faq";
import { legal } from "./legal";
import { projects } from "./projects";

export const tr: Messages = {
  ...common,
  ...consultation,
  projects,
  faq,
  legal,
  contactPage,
};
