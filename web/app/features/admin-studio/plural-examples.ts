import { formatNumber } from "~/features/admin-core/format";
import type { AdminLanguage } from "~/features/admin-core/texts";
import { locales } from "~/lib/intl-format";

/** The numbers tried: every count up to 1000, then millions (French's
 * "many" is said of 1 000 000 and its like). */
const candidates = [
  ...Array.from({ length: 1001 }, (_, n) => n),
  1_000_000,
  2_000_000,
  3_000_000,
  4_000_000,
];

/** pluralExamples names a plural category of a language (Intl.PluralRules'
 * "few" of Arabic) by the first numbers that take it, in the interface
 * language's digits: "3, 4, 5, …". The studio labels a plural text's
 * inputs by them instead of by the category's code. */
export function pluralExamples(
  text: string,
  category: string,
  ui: AdminLanguage,
): string {
  const rules = new Intl.PluralRules(locales[text as AdminLanguage] ?? text);
  const taking = candidates.filter((n) => rules.select(n) === category);
  const shown = taking.slice(0, 3).map((n) => formatNumber(ui, n));
  if (taking.length > 3) shown.push("…");
  return shown.join(ui === "ar" ? "، " : ", ");
}
