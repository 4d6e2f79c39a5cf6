import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  eyebrow: "ماذا نقدّم",
  title: "تطبيقات لكل نوع من المؤسسات",
  lead: "ستة مجالات أطلقنا فيها تطبيقات يستخدمها الناس كل يوم.",
  pageTitle: "خدمات تنقل تطبيقك من الفكرة إلى المتجر",
  pageLead: "أيًّا كان ما تريد بناءه، نصمّمه ونطوّره وننشره ونتابعه معك، بالعربية والإنجليزية وبأي لغة يتحدثها مستخدموك.",
  button: "شاهد المشاريع",
  buttonLabel: "شاهد المشاريع: {{service}}",
  start: "ابدأ مشروعك",
  startLabel: "ابدأ مشروعك: {{service}}",
  offeringsEyebrow: "كيف نساعدك",
  offeringsTitle: "خدماتنا",
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
