import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "حلول مميزة",
    title: "استوديو نقطة: تطبيقات جوال وويب تُبنى لتنمية أعمالك",
    slideOf: "الشريحة {{current}} من {{total}}",
    previous: "الشريحة السابقة",
    next: "الشريحة التالية",
    startNow: "ابدأ الآن",
    similarProjects: "مشاريع مشابهة",
  },
  clients: {
    eyebrow: "شركاء النجاح",
    title: "عملاء ينمون معنا",
    lead: "شركات ومؤسسات وجمعيات خيرية في المنطقة تعتمد على تطبيقاتنا كل يوم.",
    logosLabel: "شعارات العملاء",
    logoPlaceholder: "شعار",
    testimonialsTitle: "ماذا يقول عملاؤنا",
    testimonialsLabel: "آراء العملاء",
    previous: "الرأي السابق",
    next: "الرأي التالي",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}، {{company}}",
    stars: "التقييم 5 من 5",
    moreReviews: "اقرأ جميع الآراء",
  },
  statistics: {
    eyebrow: "بالأرقام",
    title: "نتائج تتحدث عنّا",
  },
  whoWeAre: {
    eyebrow: "من نحن",
    consultation: "احصل على استشارة مجانية",
    formLink: "أو أرسل لنا تفاصيل مشروعك",
  },
  industries: {
    eyebrow: "القطاعات",
    title: "قطاعات نعمل فيها",
    lead: "خبرتنا في قطاعات متعددة تعني أننا نعرف مسبقًا الأسئلة التي سيطرحها مستخدموك.",
  },
};
