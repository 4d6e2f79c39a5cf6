import { BookOpen, Building2, Droplets, HandHeart, LayoutDashboard, Rocket, ShoppingBag, Smartphone, Store, Wand2, type LucideIcon } from "lucide-react";
import type { Sector } from "~/content/sectors";

/** The service cards' icons, by sector (their texts and names are content,
 * from the page's loader: content/services.ts). */
export const cardIcons: Record<Sector, LucideIcon> = {
  realEstate: Building2,
  nonprofit: HandHeart,
  wellMosque: Droplets,
  ecommerce: ShoppingBag,
  religious: BookOpen,
  custom: Wand2,
};

type OfferingKey = "customApps" | "management" | "storeApps" | "publishing";

/** The services page's offerings: for each offered service, the key its
 * call to action is tracked by and its icon; its name, text and call (label
 * and target) are content. */
export const offeringTexts: Record<string, { key: OfferingKey; icon: LucideIcon } | undefined> = {
  "custom-apps": { key: "customApps", icon: Smartphone },
  "organisation-management": { key: "management", icon: LayoutDashboard },
  ecommerce: { key: "storeApps", icon: Store },
  "store-publishing": { key: "publishing", icon: Rocket },
};
