import type { CommonMessages } from "../messages";

export const common: CommonMessages = {
  meta: {
    brand: "استوديو نقطة",
  },
  pages: {
    home: "الرئيسية",
    projects: "أعمالنا",
    project: "مشروع",
    faq: "الأسئلة الشائعة",
    "privacy-policy": "سياسة الخصوصية",
    "terms-of-usage": "شروط الاستخدام",
    about: "من نحن",
    services: "خدماتنا",
    contact: "تواصل معنا",
    book: "احجز مكالمة",
    notFound: "الصفحة غير موجودة",
    projectNotFound: "المشروع غير موجود",
  },
  nav: {
    clients: "عملاؤنا",
    scrollToTop: "العودة إلى الأعلى",
    label: "القائمة الرئيسية",
    home: "الرئيسية",
    projects: "أعمالنا",
    otherOptions: "المزيد",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    faq: "الأسئلة الشائعة",
    about: "من نحن",
    services: "خدماتنا",
    contact: "تواصل معنا",
    freeConsultation: "استشارة مجانية",
    bookCall: "احجز مكالمة",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    skipToContent: "انتقل إلى المحتوى الرئيسي",
    logo: "استوديو نقطة — الصفحة الرئيسية",
    onThisPage: "(في هذه الصفحة)",
  },
  footer: {
    fastLinks: "روابط سريعة",
    services: "خدماتنا",
    contact: "تواصل معنا",
    rights: "© {{year}} {{brand}}. جميع الحقوق محفوظة.",
  },
  contact: {
    whatsapp: "راسلنا على واتساب",
    email: "راسلنا بالبريد الإلكتروني",
    phone: "اتصل بنا",
    whatsappMessage: "مرحبًا {{brand}}، أرغب في التحدث عن تطبيق لأعمالي.",
    bar: { label: "تواصل سريع", whatsapp: "واتساب", email: "البريد" },
  },
  announcement: {
    link: "احجز استشارتك",
  },
  language: {
    switchLabel: "تغيير اللغة: {{language}}",
  },
  notFound: {
    title: "الصفحة غير موجودة",
    text: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
    backHome: "العودة إلى الصفحة الرئيسية",
  },
  projectNotFound: {
    title: "المشروع غير موجود",
    text: "تعذّر العثور على المشروع المطلوب.",
    backToProjects: "عرض جميع المشاريع",
  },
  skeleton: {
    comingSoon: "هذه الصفحة قيد الإعداد.",
  },
};
