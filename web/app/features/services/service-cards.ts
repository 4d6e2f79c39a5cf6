import { BookOpen, Building2, Droplets, HandHeart, ShoppingBag, Wand2, type LucideIcon } from "lucide-react";

/** The six service cards of SPEC.md §2; texts in services.cards.{key}. */
export interface ServiceCard {
  key: "realEstate" | "nonprofit" | "wellMosque" | "ecommerce" | "religious" | "custom";
  icon: LucideIcon;
}

export const serviceCards: readonly ServiceCard[] = [
  { key: "realEstate", icon: Building2 },
  { key: "nonprofit", icon: HandHeart },
  { key: "wellMosque", icon: Droplets },
  { key: "ecommerce", icon: ShoppingBag },
  { key: "religious", icon: BookOpen },
  { key: "custom", icon: Wand2 },
];

/** The four service offerings named in SPEC.md (footer and services page);
 * texts in services.offerings.{key}. */
export const serviceOfferings = ["customApps", "management", "storeApps", "publishing"] as const;
