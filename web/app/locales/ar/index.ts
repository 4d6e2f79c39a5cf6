import type { Messages } from "../messages";
import { common } from "./common";

export const ar: Messages = {
  ...common,
};
