import type { Messages } from "../messages";
import { common } from "./common";
import { contactPage } from "./contact-page";
import { faq } from "./faq";
import { legal } from "./legal";
import { projects } from "./projects";

export const tr: Messages = {
  ...common,
  projects,
  faq,
  legal,
  contactPage,
};
