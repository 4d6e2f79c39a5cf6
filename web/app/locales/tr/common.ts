import type { CommonMessages } from "../messages";

export const common: CommonMessages = {
  meta: {
    brand: "Nuqta Studio",
  },
  pages: {
    home: "Ana sayfa",
    projects: "Projelerimiz",
    project: "Proje",
    faq: "SSS",
    "privacy-policy": "Gizlilik politikası",
    "terms-of-usage": "Kullanım koşulları",
    about: "Hakkımızda",
    services: "Hizmetler",
    contact: "İletişim",
    book: "Görüşme planlayın",
    notFound: "Sayfa bulunamadı",
    projectNotFound: "Proje bulunamadı",
  },
  nav: {
    clients: "Müşteriler",
    scrollToTop: "Başa dön",
    label: "Ana menü",
    home: "Ana sayfa",
    projects: "Projeler",
    otherOptions: "Diğer",
    privacy: "Gizlilik politikası",
    terms: "Kullanım koşulları",
    faq: "SSS",
    about: "Hakkımızda",
    services: "Hizmetler",
    contact: "Bize ulaşın",
    freeConsultation: "Ücretsiz danışmanlık",
    bookCall: "Görüşme planlayın",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    skipToContent: "Ana içeriğe geç",
    logo: "Nuqta Studio — ana sayfa",
    onThisPage: "(bu sayfada)",
  },
  footer: {
    fastLinks: "Hızlı bağlantılar",
    services: "Hizmetlerimiz",
    contact: "İletişime geçin",
    rights: "© {{year}} {{brand}}. Tüm hakları saklıdır.",
  },
  contact: {
    whatsapp: "WhatsApp’tan yazın",
    email: "E-posta gönderin",
    phone: "Bizi arayın",
    whatsappMessage: "Merhaba {{brand}}, işletmem için bir uygulama hakkında konuşmak istiyorum.",
    bar: { label: "Hızlı iletişim", whatsapp: "WhatsApp", email: "E-posta" },
  },
  announcement: {
    link: "Görüşmenizi planlayın",
  },
  language: {
    switchLabel: "Dili değiştir: {{language}}",
  },
  notFound: {
    title: "Sayfa bulunamadı",
    text: "Aradığınız sayfa mevcut değil ya da taşındı.",
    backHome: "Ana sayfaya dön",
  },
  projectNotFound: {
    title: "Proje bulunamadı",
    text: "İstenen proje bulunamadı.",
    backToProjects: "Tüm projeleri gör",
  },
  skeleton: {
    comingSoon: "Bu sayfa hazırlanıyor.",
  },
};
