import { CircleHelp, Clock, Layers, LifeBuoy, ListOrdered, Palette, PlugZap, Send, SlidersHorizontal, type LucideIcon } from "lucide-react";
import type { FaqText } from "~/content/faq";
import type { FaqId } from "~/content/types";

/** FaqItem is SPEC.md §3's FAQ item, as the page's loader gives it: the
 * question, the answer (simple HTML) and the id that picks its icon. */
export type FaqItem = FaqText;

const icons: Partial<Record<FaqId, LucideIcon>> = {
  services: Layers,
  request: Send,
  design: Palette,
  steps: ListOrdered,
  support: LifeBuoy,
  duration: Clock,
  customisation: SlidersHorizontal,
  extras: PlugZap,
};

/** Icons that point along the reading direction, mirrored right to left
 * (the paper plane flies towards the end of the line). */
const directional: ReadonlySet<FaqId> = new Set(["request"]);

/** faqIcon is the icon of a question: its own, or for a question the
 * agency added, a question mark. */
export function faqIcon(id: FaqId): LucideIcon {
  return Object.hasOwn(icons, id) ? icons[id]! : CircleHelp;
}

/** faqIconClass is an icon's classes: its size, and the mirror of a
 * directional icon in right-to-left pages. */
export function faqIconClass(id: FaqId): string {
  return directional.has(id) ? "size-5 rtl:-scale-x-100" : "size-5";
}
