import { useTranslation } from "react-i18next";
import { fieldRules, type ProblemCode } from "./options";
import type { Field } from "./validate";

/** useProblemText returns the function that words a problem code for a
 * field in the page's language, with the field's limits filled in; a code
 * the texts do not foresee for that field gets a general message. */
export function useProblemText(): (field: Field, code: ProblemCode) => string {
  const { t, i18n } = useTranslation();
  return (field, code) => {
    const key = `consultation.errors.${field}.${code}`;
    const rule = fieldRules[field];
    const values = { min: rule.min ?? 0, max: rule.max ?? 0 };
    // The key is built from the server's codes, so tsc cannot check it: ask i18next.
    return i18n.exists(key) ? t(key as "consultation.errors.fallback", values) : t("consultation.errors.fallback");
  };
}
