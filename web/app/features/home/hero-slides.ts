import { Briefcase, Building2, HandHeart, LayoutDashboard, ShoppingBag, Sparkles, type LucideIcon } from "lucide-react";
import type { HeroSlideText } from "~/content/sections";

/** A hero slide as the home page's loader gives it (the content document's
 * heroSlides): its texts, and the colours of its artwork. */
export type HeroSlide = HeroSlideText;

const icons: Record<HeroSlide["id"], LucideIcon> = {
  business: Briefcase,
  ecommerce: ShoppingBag,
  management: LayoutDashboard,
  realEstate: Building2,
  nonprofit: HandHeart,
  custom: Sparkles,
};

/** heroIcon is the icon of a slide's artwork. */
export function heroIcon(id: HeroSlide["id"]): LucideIcon {
  return icons[id] ?? Sparkles;
}
