import schemaJSON from "../../../../internal/leads/schema.json";
import filtersJSON from "../../config/filters.json";
import siteJSON from "../../config/site.json";
import { languages, site as siteConfig } from "../../config/site";

/** The request's choices and the site's brand, languages and variants, read
 * from the same files the public pages and the server use. */
interface Choice {
  value: string;
  label: Record<string, string>;
}
interface Schema {
  services: Choice[];
  budgets: Choice[];
  contactMethods: Choice[];
  fields: { name: { max: number } };
}
const schema = schemaJSON as unknown as Schema;

export const options = {
  services: schema.services,
  budgets: schema.budgets,
  contactMethods: schema.contactMethods,
  languages: languages as string[],
  variants: Object.keys(siteConfig.variants),
};
export const brand = siteJSON.brand;

/** The source filter of visits with neither a referrer nor a utm_source,
 * and of their requests, as the server reads it (config/filters.json). */
export const directSource = filtersJSON.directSource;

/** The longest name a request may carry, in characters, as the server checks it. */
export const leadNameMax = schema.fields.name.max;

/** choiceLabel is a choice's label in a language, else its value. */
export function choiceLabel(list: readonly Choice[], value: string, lang: string): string {
  const choice = list.find((c) => c.value === value);
  return choice?.label[lang] ?? choice?.label.en ?? value;
}
