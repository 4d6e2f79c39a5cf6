import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "شاهد المشاريع",
  buttonLabel: "شاهد المشاريع: {{service}}",
  start: "ابدأ مشروعك",
  startLabel: "ابدأ مشروعك: {{service}}",
  offerings: {
    customApps: {
      cta: "ناقش فكرة تطبيقك",
    },
    management: {
      cta: "خطّط لنظامك",
    },
    storeApps: {
      cta: "أطلق تطبيق متجرك",
    },
    publishing: {
      cta: "انشر تطبيقك",
    },
  },
  ctaMessage: "مرحبًا {{brand}}، أرغب في التحدث عن خدمة «{{service}}».",
};
