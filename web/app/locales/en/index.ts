import { common } from "./common";
import { consultation } from "./consultation";

/** Every English text, by feature. Each feature's texts live in their own
 * file beside this one; the other languages must have the same keys
 * (locales/messages.ts). */
export const en = {
  ...common,
  ...consultation,
};
