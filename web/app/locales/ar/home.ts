import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "حلول مميزة",
    slideOf: "الشريحة {{current}} من {{total}}",
    previous: "الشريحة السابقة",
    next: "الشريحة التالية",
    similarProjects: "مشاريع مشابهة",
  },
  clients: {
    logosLabel: "شعارات العملاء",
    logoPlaceholder: "شعار",
    testimonialsLabel: "آراء العملاء",
    previous: "الرأي السابق",
    next: "الرأي التالي",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}، {{company}}",
    stars: "التقييم 5 من 5",
    moreReviews: "اقرأ جميع الآراء",
  },
};
