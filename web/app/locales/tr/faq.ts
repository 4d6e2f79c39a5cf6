import type { faq as enFaq } from "../en/faq";
import type { Shape } from "../messages";

export const faq: Shape<typeof enFaq> = {
  eyebrow: "Sorular ve cevaplar",
  title: "Sıkça sorulan sorular",
};
