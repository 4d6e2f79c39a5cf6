import type { projects as enProjects } from "../en/projects";
import type { Shape } from "../messages";

export const projects: Shape<typeof enProjects> = {
  section: {
    moreProjects: "المزيد من المشاريع",
  },
  card: {
    requestWork: "ابدأ مشروعًا مثل هذا",
    requestWorkAbout: ": {{project}}",
  },
  filter: {
    label: "تصفية المشاريع بحسب القطاع",
    all: "كل القطاعات",
    emptyTitle: "لا يوجد على الموقع مشروع في هذا القطاع بعد",
    emptyText: "نبني تطبيقات لهذا القطاع أيضًا. حدّثنا عن مشروعك، وسنردّ عليك خلال يوم عمل واحد.",
    emptyButton: "اطلب مشروعًا في هذا القطاع",
  },
  detail: {
    client: "العميل",
    need: "العميل وحاجته",
    challenge: "التحدي",
    built: "ما بنيناه",
    results: "النتائج",
    testimonial: "بكلمات العميل",
    quoted: "«{{quote}}»",
    gallery: "الشاشات",
    technologies: "التقنيات",
    duration: "مدة التنفيذ",
    completionDate: "تاريخ الإنجاز",
    facts: "معلومات المشروع",
    stores: "حمّل التطبيق",
    appStore: "حمّله من App Store",
    googlePlay: "احصل عليه من Google Play",
    order: "اطلب مشروعًا مشابهًا عبر واتساب",
    orderMessage: "مرحبًا {{brand}}، أرغب في طلب مشروع مشابه لـ«{{project}}».",
    appImageAlt: "شاشات تطبيق {{project}}",
    navigation: "مشاريع أخرى",
    previous: "المشروع السابق",
    next: "المشروع التالي",
    allProjects: "كل المشاريع",
  },
};
