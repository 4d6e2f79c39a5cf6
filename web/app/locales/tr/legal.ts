import type { legal as enLegal } from "../en/legal";
import type { Shape } from "../messages";

export const legal: Shape<typeof enLegal> = {
  updated: "Son güncelleme: {{date}}",
  questions: "Bu sayfayla ilgili bir sorunuz mu var? Bize yazın:",
};
