import type { legal as enLegal } from "../en/legal";
import type { Shape } from "../messages";

export const legal: Shape<typeof enLegal> = {
  updated: "Dernière mise à jour : {{date}}",
  questions: "Une question sur cette page ? Écrivez-nous à",
};
