import { useTranslation } from "react-i18next";
import { fieldRules, type ProblemCode } from "./options";
import type { Field } from "./validate";

/** useProblemText returns the function that words a problem code for a
 * field in the page's language, with the field's limits filled in (in the
 * plural form the limit takes); a code
 * the texts do not foresee for that field gets a general message. */
export function useProblemText(): (field: Field, code: ProblemCode) => string {
  const { t, i18n } = useTranslation();
  return (field, code) => {
    const key = `consultation.errors.${field}.${code}`;
    const rule = fieldRules[field];
    const min = rule.min ?? 0;
    const max = rule.max ?? 0;
    // count picks the plural form of the limit the message names ("2 أحرف" is
    // wrong: Arabic says "حرفين"); i18n.ts writes the numbers for the page.
    const values = { min, max, count: code === "too_short" ? min : max };
    // The key is built from the server's codes, so tsc cannot check it: ask i18next.
    return i18n.exists(key, values) ? t(key as "consultation.errors.fallback", values) : t("consultation.errors.fallback");
  };
}
