import { phoneScreen, webScreen } from "./screens";
import { googleMaps, webDashboard } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 8,
  sector: "custom",
  completed: "2025-04",
  title: { en: "Rahal Fleet — rental agency management", ar: "رحّال فليت — إدارة مكاتب التأجير", fr: "Rahal Fleet — la gestion d’une agence de location", tr: "Rahal Fleet — kiralama ofisi yönetimi" },
  summary: {
    en: "A management app for car-rental agencies: fleet, bookings and contracts.",
    ar: "تطبيق لإدارة مكاتب تأجير السيارات: الأسطول والحجوزات والعقود.",
    fr: "Une application de gestion pour les loueurs de voitures : flotte, réservations et contrats.",
    tr: "Araç kiralama ofisleri için bir yönetim uygulaması: filo, rezervasyonlar ve sözleşmeler.",
  },
};

export const study: CaseStudy = {
  client: { en: "Rahal Car Rental", ar: "رحّال لتأجير السيارات", fr: "Rahal Location de voitures", tr: "Rahal Araç Kiralama" },
  need: {
    en: "Six branches ran their fleet on paper contracts and a shared spreadsheet. Rahal wanted every car, booking and payment in one system, for the office and the car park.",
    ar: "كانت ستة فروع تدير أسطولها بعقود ورقية وجدول بيانات مشترك، فأرادت رحّال أن تكون كل سيارة وحجز ودفعة في نظام واحد، في المكتب وفي الموقف.",
    fr: "Six agences géraient leur flotte avec des contrats papier et un tableur partagé. Rahal voulait chaque voiture, réservation et paiement dans un seul système, au bureau comme sur le parking.",
    tr: "Altı şube filosunu kâğıt sözleşmeler ve ortak bir tabloyla yönetiyordu. Rahal, her aracın, rezervasyonun ve ödemenin ofiste de otoparkta da tek bir sistemde olmasını istedi.",
  },
  challenge: {
    en: "The system had to replace paper without slowing the counter: a car is checked out in front of a waiting customer, with photos of every scratch.",
    ar: "كان على النظام أن يحل محل الورق دون أن يبطئ العمل عند الكاونتر، فالسيارة تُسلَّم أمام عميل ينتظر، مع صور لكل خدش.",
    fr: "Le système devait remplacer le papier sans ralentir le comptoir : une voiture se remet devant un client qui attend, avec des photos de chaque rayure.",
    tr: "Sistemin kâğıdın yerini tezgâhı yavaşlatmadan alması gerekiyordu: Araç, bekleyen müşterinin önünde, her çiziğin fotoğrafıyla teslim ediliyor.",
  },
  features: [
    { en: "The fleet and its availability, branch by branch", ar: "الأسطول وتوفّر السيارات فرعًا فرعًا", fr: "La flotte et ses disponibilités, agence par agence", tr: "Şube şube filo ve araç müsaitliği" },
    { en: "Digital contracts signed on the phone", ar: "عقود رقمية تُوقَّع على الجوال", fr: "Contrats numériques signés sur le téléphone", tr: "Telefonda imzalanan dijital sözleşmeler" },
    { en: "Check-out and return with photos", ar: "تسليم السيارة واستلامها مع الصور", fr: "Départ et retour du véhicule, photos à l’appui", tr: "Fotoğraflı araç teslimi ve iadesi" },
    { en: "Revenue, usage and maintenance reports on the web", ar: "تقارير الإيرادات والاستخدام والصيانة على الويب", fr: "Rapports de chiffre d’affaires, d’utilisation et d’entretien sur le web", tr: "Web üzerinde gelir, kullanım ve bakım raporları" },
  ],
  results: [
    { figure: { value: 0.7, style: "percent" }, label: { en: "less time spent on paperwork", ar: "تقليص الوقت المستغرق في الأعمال الورقية", fr: "de temps en moins passé sur la paperasse", tr: "kâğıt işlerine harcanan zamandaki azalma" } },
    { figure: { value: 320, style: "integer" }, label: { en: "vehicles managed", ar: "مركبة تُدار عبر النظام", fr: "véhicules gérés", tr: "yönetilen araç" } },
    { figure: { value: 6, style: "integer" }, label: { en: "branches on one system", ar: "فروع على نظام واحد", fr: "agences sur un seul système", tr: "şube tek sistemde" } },
  ],
  testimonial: {
    quote: {
      en: "Our staff hand over a car in five minutes instead of twenty, and I see every branch’s figures from my phone.",
      ar: "صار موظفونا يسلّمون السيارة في خمس دقائق بدل عشرين، وأرى أرقام كل فرع من جوالي.",
      fr: "Nos équipes remettent une voiture en cinq minutes au lieu de vingt, et je vois les chiffres de chaque agence depuis mon téléphone.",
      tr: "Çalışanlarımız bir aracı yirmi yerine beş dakikada teslim ediyor; her şubenin rakamlarını da telefonumdan görüyorum.",
    },
    author: { en: "Khalid Al-Otaibi", ar: "خالد العتيبي", fr: "Khalid al-Otaibi", tr: "Halid el-Uteybi" },
    role: { en: "Operations manager, Rahal Car Rental", ar: "مدير العمليات في رحّال لتأجير السيارات", fr: "Directeur des opérations, Rahal Location de voitures", tr: "Rahal Araç Kiralama Operasyon Müdürü" },
  },
  stores: { appStore: "https://apps.apple.com/app/id6450000108", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.rahalfleet" },
  screens: [
    webScreen(8, { en: "Rahal Fleet: the manager’s web dashboard", ar: "رحّال فليت: لوحة تحكم المدير على الويب", fr: "Rahal Fleet : le tableau de bord web du responsable", tr: "Rahal Fleet: yöneticinin web paneli" }),
    phoneScreen(8, "list", { en: "Rahal Fleet: today’s bookings", ar: "رحّال فليت: حجوزات اليوم", fr: "Rahal Fleet : les réservations du jour", tr: "Rahal Fleet: bugünün rezervasyonları" }),
    phoneScreen(8, "detail", { en: "Rahal Fleet: a car’s check-out", ar: "رحّال فليت: تسليم سيارة", fr: "Rahal Fleet : le départ d’un véhicule", tr: "Rahal Fleet: bir aracın teslimi" }),
  ],
  technologies: ["Flutter", "Firebase", googleMaps, webDashboard],
  durationWeeks: 15,
};
