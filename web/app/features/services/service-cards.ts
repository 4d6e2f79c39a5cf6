import { BookOpen, Building2, Droplets, HandHeart, LayoutDashboard, Rocket, ShoppingBag, Smartphone, Store, Wand2, type LucideIcon } from "lucide-react";
import type { Offering } from "~/config/services";
import { sectorServices, type Sector } from "~/content/sectors";

/** The six service cards of SPEC.md §2, one per sector (content/sectors.ts).
 * `key` is the sector: its texts (services.cards.{key}.text) and the
 * projects list's filter (/projects?sector={key}); `service` is the service
 * it names (config/services.ts), so its title is that service's one name. */
export interface ServiceCard {
  key: Sector;
  service: string;
  icon: LucideIcon;
}

const icons: Record<Sector, LucideIcon> = {
  realEstate: Building2,
  nonprofit: HandHeart,
  wellMosque: Droplets,
  ecommerce: ShoppingBag,
  religious: BookOpen,
  custom: Wand2,
};

export const serviceCards: readonly ServiceCard[] = (Object.keys(sectorServices) as Sector[]).map((key) => ({
  key,
  service: sectorServices[key],
  icon: icons[key],
}));

/** The services page's offerings: for each service of config/services.ts
 * `offerings`, the key of its texts (services.offerings.{key}) and its icon. */
export const offeringTexts: Record<Offering, { key: "customApps" | "management" | "storeApps" | "publishing"; icon: LucideIcon }> = {
  "custom-apps": { key: "customApps", icon: Smartphone },
  "organisation-management": { key: "management", icon: LayoutDashboard },
  ecommerce: { key: "storeApps", icon: Store },
  "store-publishing": { key: "publishing", icon: Rocket },
};
