/** The six sectors of the home page's service cards (features/services/
 * service-cards.ts), each with the consultation form's service option
 * (internal/leads/options.json) that starts a request in that sector. A
 * project names its sector; the projects page filters by it
 * (/{lang}/projects?sector=…). sectors.test.ts keeps both lists in step. */
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
