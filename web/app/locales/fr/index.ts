import type { Messages } from "../messages";
import { common } from "./common";
import { faq } from "./faq";
import { projects } from "./projects";

export const fr: Messages = {
  ...common,
  projects,
  faq,
};
