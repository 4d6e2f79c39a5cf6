import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import type { StatisticId } from "./types";

/** StatisticText is a counter in one language: its number and the label's
 * form for that number. */
export interface StatisticText {
  id: StatisticId;
  value: number;
  label: string;
}

/** statisticsIn gives the home page's counters in one language, each label
 * in the plural form its number takes there (Intl.PluralRules, as i18next
 * picks its plurals), for a loader. */
export function statisticsIn(lang: Language): StatisticText[] {
  const rules = new Intl.PluralRules(lang);
  return siteContent().statistics.map((s) => ({ id: s.id, value: s.value, label: s.label[lang][rules.select(s.value)] ?? s.label[lang].other ?? "" }));
}
