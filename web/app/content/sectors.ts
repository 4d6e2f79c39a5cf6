/** The six sectors, each with the service (internal/leads/schema.json) that
 * names it and that a request in that sector starts with. A project names its sector; the projects page
 * filters by it (/{lang}/projects?sector=…). */
export const sectorServices = {
  realEstate: "construction-real-estate",
  nonprofit: "non-profit",
  wellMosque: "well-mosque",
  ecommerce: "ecommerce",
  religious: "religious",
  custom: "custom-apps",
} as const;

export type Sector = keyof typeof sectorServices;

export const sectors = Object.keys(sectorServices) as Sector[];

export function isSector(value: string | null | undefined): value is Sector {
  return (sectors as readonly string[]).includes(value ?? "");
}
