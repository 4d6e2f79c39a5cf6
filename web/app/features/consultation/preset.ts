import { consultationPreset } from "~/lib/consultation-link";
import type { LeadValues } from "./validate";

/** presetValues fills the form from a request link (lib/consultation-link):
 * ?service= when it is one of the form's services (their ids: services), and for ?project= a
 * message naming the project (projectTitles: the names in the page's
 * language, from the contact route's loader). Anything else is ignored: a
 * link cannot put arbitrary text in the form. */
export function presetValues(
  search: string,
  projectTitles: Readonly<Record<number, string>>,
  projectMessage: (title: string) => string,
  services: readonly string[],
): Partial<LeadValues> {
  const preset = consultationPreset(search);
  const values: Partial<LeadValues> = {};
  if (preset.service && services.includes(preset.service)) values.service = preset.service;
  const title = preset.project === undefined ? undefined : projectTitles[preset.project];
  if (title) values.message = projectMessage(title);
  return values;
}
