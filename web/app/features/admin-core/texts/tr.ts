// PLACEHOLDER (branch h-a, so that tsc passes): the real tr texts come from
// branch h-b, whose version of this file replaces this one at the merge.
import { en, type AdminTexts } from "./en";

export const tr: AdminTexts = en;
