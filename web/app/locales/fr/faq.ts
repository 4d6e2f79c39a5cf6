import type { faq as enFaq } from "../en/faq";
import type { Shape } from "../messages";

export const faq: Shape<typeof enFaq> = {
  eyebrow: "Questions et réponses",
  title: "FAQ",
  description: "Tout ce que nos clients demandent avant de lancer une application avec nous. Votre question n’y est pas ? Posez-la-nous sur WhatsApp.",
};
