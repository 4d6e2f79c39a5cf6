import type { Messages } from "../messages";
import { common } from "./common";
import { consultation } from "./consultation";

export const tr: Messages = {
  ...common,
  ...consultation,
};
