import type { faq as enFaq } from "../en/faq";
import type { Shape } from "../messages";

export const faq: Shape<typeof enFaq> = {
  eyebrow: "Questions et réponses",
  title: "FAQ",
};
