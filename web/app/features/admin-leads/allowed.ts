import { options } from "~/features/admin-core/site";
import type { Allowed } from "./filters";

/** The values the inbox's filters offer, from the form's own options. */
export const allowed: Allowed = {
  services: options.services.map((c) => c.value),
  budgets: options.budgets.map((c) => c.value),
  languages: options.languages,
  variants: options.variants,
};
