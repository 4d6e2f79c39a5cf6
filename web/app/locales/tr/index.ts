import type { Messages } from "../messages";
import { common } from "./common";

export const tr: Messages = {
  ...common,
};
