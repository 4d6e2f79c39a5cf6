import type { legal as enLegal } from "../en/legal";
import type { Shape } from "../messages";

export const legal: Shape<typeof enLegal> = {
  updated: "آخر تحديث: {{date}}",
  questions: "لديك سؤال عن هذه الصفحة؟ راسلنا على",
};
