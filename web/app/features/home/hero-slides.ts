import { Briefcase, Building2, HandHeart, LayoutDashboard, ShoppingBag, Sparkles, type LucideIcon } from "lucide-react";

/** A hero slide: its texts are home.hero.slides.{key}; icon and colours
 * draw its artwork. The six solution themes of SPEC.md §2. */
export interface HeroSlide {
  key: "business" | "ecommerce" | "management" | "realEstate" | "nonprofit" | "custom";
  icon: LucideIcon;
  from: string;
  to: string;
}

export const heroSlides: readonly HeroSlide[] = [
  { key: "business", icon: Briefcase, from: "#7c3aed", to: "#2563eb" },
  { key: "ecommerce", icon: ShoppingBag, from: "#db2777", to: "#7c3aed" },
  { key: "management", icon: LayoutDashboard, from: "#0891b2", to: "#4f46e5" },
  { key: "realEstate", icon: Building2, from: "#059669", to: "#0e7490" },
  { key: "nonprofit", icon: HandHeart, from: "#ea580c", to: "#db2777" },
  { key: "custom", icon: Sparkles, from: "#4f46e5", to: "#06b6d4" },
];
