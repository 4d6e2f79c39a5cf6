import { about } from "./about";
import { common } from "./common";
import { home } from "./home";
import { services } from "./services";

/** Every English text, by feature. Each feature's texts live in their own
 * file beside this one; the other languages must have the same keys
 * (locales/messages.ts). */
export const en = {
  ...common,
  home,
  services,
  about,
};
