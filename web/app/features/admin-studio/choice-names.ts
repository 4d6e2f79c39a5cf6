import type { AdminLanguage } from "~/features/admin-core/texts";
import names from "./choice-names.json";
import { itemTitle, type FamilyInfo } from "./model";

/** choiceNames name the values of schema.json's enums (sectors, result
 * styles, screen kinds, the keys of fixed lists) in the back office's
 * languages, so a form shows words and stores codes. A value whose meaning
 * depends on its list is named under "list/value" ("steps/delivery": the
 * last step, not the industry); choice-names.test.ts requires a word for
 * every value in every language. Flags are countries, named by
 * Intl.DisplayNames instead. A JSON file, read by
 * scripts/check-content-in-assets.mjs too: some of these words are also
 * the content's (an industry's name), which the back office may hold. */
export const choiceNames: Record<AdminLanguage, Record<string, string>> = names;

/** choiceName is an enum value's word in lang, in the list it belongs to
 * (the schema name of the list its item is in, "" when none). */
export function choiceName(lang: AdminLanguage, list: string, value: string): string {
  const words = choiceNames[lang];
  return words[`${list}/${value}`] ?? words[value] ?? value;
}

/** itemName names an item of a family in lang: its own title or name
 * (model.ts: itemTitle), else, for an item whose key is one of the schema's
 * choices (a site's contacts, a section), the key's word rather than the
 * code ("default" is "Main site"). */
export function itemName(family: FamilyInfo, value: unknown, key: string, lang: AdminLanguage): string {
  const title = itemTitle(value, key, lang);
  const keyField = family.node.of?.fields?.[family.node.key ?? ""];
  return title === key && keyField?.type === "enum" ? choiceName(lang, family.name, key) : title;
}
