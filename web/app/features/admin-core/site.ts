import schemaText from "../../../../internal/leads/schema.json?raw";
import siteText from "../../config/site.json?raw";

/** The request's choices and the site's languages and variants, read from
 * the same files the public pages and the server use, as text: importing
 * the JSON modules themselves would make the bundler move them into a chunk
 * shared with the back office, and the public pages' files would change
 * (docs/decisions/0045-back-office-in-the-same-app.md). */
interface Choice {
  value: string;
  label: Record<string, string>;
}
interface Schema {
  services: Choice[];
  budgets: Choice[];
  contactMethods: Choice[];
}
interface Site {
  brand: string;
  languages: Record<string, unknown>;
  variants: Record<string, unknown>;
}

const schema = JSON.parse(schemaText) as Schema;
const site = JSON.parse(siteText) as Site;

export const options = {
  services: schema.services,
  budgets: schema.budgets,
  contactMethods: schema.contactMethods,
  languages: Object.keys(site.languages),
  variants: Object.keys(site.variants),
};
export const brand = site.brand;

/** choiceLabel is a choice's label in a language, else its value. */
export function choiceLabel(list: readonly Choice[], value: string, lang: string): string {
  const choice = list.find((c) => c.value === value);
  return choice?.label[lang] ?? choice?.label.en ?? value;
}
