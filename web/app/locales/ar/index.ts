import type { Messages } from "../messages";
import { about } from "./about";
import { common } from "./common";
import { consultation } from "./consultation";
import { contactPage } from "./contact-page";
import { faq } from "./faq";
import { home } from "./home";
import { legal } from "./legal";
import { projects } from "./projects";
import { services } from "./services";

export const ar: Messages = {
  ...common,
  ...consultation,
  home,
  services,
  about,
  projects,
  faq,
  legal,
  contactPage,
};
