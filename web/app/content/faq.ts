import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import type { FaqId } from "./types";

/** FaqText is a question and its answer (simple HTML) in one language. */
export interface FaqText {
  id: FaqId;
  question: string;
  answer: string;
}

/** faqIn gives the FAQ in one language, for a route's loader. */
export function faqIn(lang: Language): FaqText[] {
  return siteContent().faq.map((item) => ({ id: item.id, question: item.question[lang], answer: item.answer[lang] }));
}
