import { Clock, Layers, LifeBuoy, ListOrdered, Palette, PlugZap, Send, SlidersHorizontal, type LucideIcon } from "lucide-react";
import type { FaqText } from "~/content/faq";
import type { FaqId } from "~/content/types";

/** FaqItem is SPEC.md §3's FAQ item, as the page's loader gives it: the
 * question, the answer (simple HTML) and the id that picks its icon. */
export type FaqItem = FaqText;

const icons: Record<FaqId, LucideIcon> = {
  services: Layers,
  request: Send,
  design: Palette,
  steps: ListOrdered,
  support: LifeBuoy,
  duration: Clock,
  customisation: SlidersHorizontal,
  extras: PlugZap,
};

/** faqIcon is the icon of a question. */
export function faqIcon(id: FaqId): LucideIcon {
  return icons[id] ?? Layers;
}
