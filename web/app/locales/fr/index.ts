import type { Messages } from "../messages";
import { common } from "./common";
import { consultation } from "./consultation";

export const fr: Messages = {
  ...common,
  ...consultation,
};
