import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  howEyebrow: "طريقة عملنا",
  stepLabel: "الخطوة {{number}}",
  studioEyebrow: "الاستوديو",
  studioTitle: "الفريق الذي يقف وراء تطبيقك",
  city: "المدينة",
  legal: "الشركة المسجَّلة",
  registration: "رقم السجل التجاري",
};
