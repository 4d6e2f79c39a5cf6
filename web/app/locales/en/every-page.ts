import { about } from "./about";
import { common } from "./common";
import { home } from "./home";
import { projects } from "./projects";
import { services } from "./services";

/** The English texts every page needs. Texts of one page only (the legal
 * pages, the contact page) come with that page's route module instead
 * (routes/*.{lang}.tsx), so other pages do not load them. */
export const enEveryPage = {
  ...common,
  home,
  services,
  about,
  projects,
};
