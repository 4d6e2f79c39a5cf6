/** A link that starts a consultation request already filled in: the
 * contact page's form (#consultation) reads ?service= (an option of the
 * form, internal/leads/schema.json) and ?project= (a project id, which the
 * form names in the message). Both features and their tests share it. */
export interface ConsultationPreset {
  service?: string;
  project?: number;
}

/** consultationHref builds the link from the contact page's path, e.g.
 * consultationHref("/en/contact", { service: "ecommerce", project: 3 }). */
export function consultationHref(contactPath: string, preset: ConsultationPreset): string {
  const query = new URLSearchParams();
  if (preset.service) query.set("service", preset.service);
  if (preset.project !== undefined) query.set("project", String(preset.project));
  const q = query.toString();
  return `${contactPath}${q ? `?${q}` : ""}#consultation`;
}

/** consultationPreset reads a preset from a location's search string; it
 * checks only the shape, the form checks the values against its options. */
export function consultationPreset(search: string): ConsultationPreset {
  const query = new URLSearchParams(search);
  const preset: ConsultationPreset = {};
  const service = query.get("service");
  if (service) preset.service = service;
  const project = query.get("project");
  if (project && /^\d{1,4}$/.test(project)) preset.project = Number(project);
  return preset;
}
