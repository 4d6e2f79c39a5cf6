import type { Language } from "~/config/site";
import { projectCards } from "~/content/projects/cards";
import { consultationPreset } from "~/lib/consultation-link";
import { isChoice, services } from "./options";
import type { LeadValues } from "./validate";

/** presetValues fills the form from a request link (lib/consultation-link):
 * ?service= when it is one of the form's services, and for ?project= a
 * message naming the project in the page's language. Anything else is
 * ignored: a link cannot put arbitrary text in the form. */
export function presetValues(search: string, lang: Language, projectMessage: (title: string) => string): Partial<LeadValues> {
  const preset = consultationPreset(search);
  const values: Partial<LeadValues> = {};
  if (preset.service && isChoice(services, preset.service)) values.service = preset.service;
  const project = projectCards.find((p) => p.id === preset.project);
  if (project) values.message = projectMessage(project.title[lang]);
  return values;
}
