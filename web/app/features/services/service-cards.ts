import { BookOpen, Building2, Droplets, HandHeart, LayoutDashboard, Rocket, ShoppingBag, Smartphone, Store, Wand2, type LucideIcon } from "lucide-react";
import type { Offering } from "~/config/services";

/** The six service cards of SPEC.md §2. `key` is the sector: its texts
 * (services.cards.{key}.text) and the projects list's filter
 * (/projects?sector={key}); `service` is the service it names
 * (config/services.ts), so its title is that service's one name. */
export interface ServiceCard {
  key: "realEstate" | "nonprofit" | "wellMosque" | "ecommerce" | "religious" | "custom";
  service: string;
  icon: LucideIcon;
}

export const serviceCards: readonly ServiceCard[] = [
  { key: "realEstate", service: "construction-real-estate", icon: Building2 },
  { key: "nonprofit", service: "non-profit", icon: HandHeart },
  { key: "wellMosque", service: "well-mosque", icon: Droplets },
  { key: "ecommerce", service: "ecommerce", icon: ShoppingBag },
  { key: "religious", service: "religious", icon: BookOpen },
  { key: "custom", service: "custom-apps", icon: Wand2 },
];

/** The services page's offerings: for each service of config/services.ts
 * `offerings`, the key of its texts (services.offerings.{key}) and its icon. */
export const offeringTexts: Record<Offering, { key: "customApps" | "management" | "storeApps" | "publishing"; icon: LucideIcon }> = {
  "custom-apps": { key: "customApps", icon: Smartphone },
  "organisation-management": { key: "management", icon: LayoutDashboard },
  ecommerce: { key: "storeApps", icon: Store },
  "store-publishing": { key: "publishing", icon: Rocket },
};
