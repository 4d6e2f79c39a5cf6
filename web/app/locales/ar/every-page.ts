import type { EveryPageMessages } from "../messages";
import { about } from "./about";
import { common } from "./common";
import { home } from "./home";
import { projects } from "./projects";
import { services } from "./services";

export const arEveryPage: EveryPageMessages = {
  ...common,
  home,
  services,
  about,
  projects,
};
