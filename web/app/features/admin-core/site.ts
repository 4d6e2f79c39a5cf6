import optionsText from "../../../../internal/leads/options.json?raw";
import siteText from "../../config/site.json?raw";

/** The form's options and the site's configuration, read from the same files
 * the public pages and the server use, as text: importing the JSON modules
 * themselves would make the bundler move them into a chunk shared with the
 * back office, and the public pages' files would change
 * (docs/decisions/0040-back-office-in-the-same-app.md). */
interface Choice {
  value: string;
  label: Record<string, string>;
}
interface Options {
  languages: string[];
  variants: string[];
  services: Choice[];
  budgets: Choice[];
  contactMethods: Choice[];
}

export const options = JSON.parse(optionsText) as Options;
export const brand = (JSON.parse(siteText) as { brand: string }).brand;

/** choiceLabel is a choice's label in a language, else its value. */
export function choiceLabel(list: readonly Choice[], value: string, lang: string): string {
  const choice = list.find((c) => c.value === value);
  return choice?.label[lang] ?? choice?.label.en ?? value;
}
