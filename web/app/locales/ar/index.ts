import type { Messages } from "../messages";
import { about } from "./about";
import { common } from "./common";
import { home } from "./home";
import { services } from "./services";

export const ar: Messages = {
  ...common,
  home,
  services,
  about,
};
