import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  stepLabel: "الخطوة {{number}}",
  city: "المدينة",
  legal: "الشركة المسجَّلة",
  registration: "رقم السجل التجاري",
};
