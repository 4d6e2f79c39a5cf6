import type { Language } from "./site";
import { services as serviceList } from "../../../internal/leads/schema.json";

/** The services the agency offers, in one list with their names in every
 * language: internal/leads/schema.json, which the server validates a
 * consultation request against and words its e-mails with. The service
 * cards, the services page, the footer and the consultation form all name
 * a service from here, so a service has one name everywhere. */
export const services = serviceList;

/** serviceName is the name of a service in a language (the id itself for an
 * unknown id, so nothing renders empty). */
export function serviceName(id: string, lang: Language): string {
  return services.find((s) => s.value === id)?.label[lang] ?? id;
}

/** The four services the agency sells beyond a sector (SPEC.md's footer
 * list), in the order the footer and the services page show them; each has
 * an anchor of its id on the services page. */
export const offerings = ["custom-apps", "organisation-management", "ecommerce", "store-publishing"] as const;
export type Offering = (typeof offerings)[number];
