import type { Messages } from "../messages";
import { common } from "./common";
import { faq } from "./faq";
import { projects } from "./projects";

export const tr: Messages = {
  ...common,
  projects,
  faq,
};
