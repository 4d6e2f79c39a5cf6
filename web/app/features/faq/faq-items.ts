import { Clock, Layers, LifeBuoy, ListOrdered, Palette, PlugZap, Send, SlidersHorizontal, type LucideIcon } from "lucide-react";
import { FAQ_QUESTION_COUNT } from "~/config/constants";

/** FaqItem is SPEC.md §3's FAQ item: the keys of its question and answer
 * (faq.question1..8, faq.answer1..8) and its icon. */
export interface FaqItem {
  questionKey: `faq.question${FaqNumber}`;
  answerKey: `faq.answer${FaqNumber}`;
  icon: LucideIcon;
}

type FaqNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const icons: Record<FaqNumber, LucideIcon> = {
  1: Layers, // services
  2: Send, // how to request an app
  3: Palette, // UI design
  4: ListOrdered, // development steps
  5: LifeBuoy, // technical support
  6: Clock, // duration
  7: SlidersHorizontal, // customisation
  8: PlugZap, // extra services
};

export const faqItems: readonly FaqItem[] = ([1, 2, 3, 4, 5, 6, 7, 8] as const).map((n) => ({
  questionKey: `faq.question${n}`,
  answerKey: `faq.answer${n}`,
  icon: icons[n],
}));

if (faqItems.length !== FAQ_QUESTION_COUNT) throw new Error("faq-items: FAQ_QUESTION_COUNT questions expected");
