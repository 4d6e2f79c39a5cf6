import { phoneScreen } from "./screens";
import { googleMaps, onlinePayments } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 9,
  sector: "custom",
  completed: "2025-05",
  title: { en: "Rahal Drive — rent a car", ar: "رحّال درايف — استأجر سيارتك", fr: "Rahal Drive — louez une voiture", tr: "Rahal Drive — araç kiralayın" },
  summary: {
    en: "A car-rental app for customers: find, book and pick up a car in minutes.",
    ar: "تطبيق تأجير سيارات للعملاء: ابحث واحجز واستلم سيارتك في دقائق.",
    fr: "Une application de location pour les clients : trouver, réserver et récupérer une voiture en quelques minutes.",
    tr: "Müşteriler için araç kiralama uygulaması: Dakikalar içinde bulun, rezerve edin, teslim alın.",
  },
};

export const study: CaseStudy = {
  client: { en: "Rahal Car Rental", ar: "رحّال لتأجير السيارات", fr: "Rahal Location de voitures", tr: "Rahal Araç Kiralama" },
  need: {
    en: "With its fleet managed in Rahal Fleet, Rahal wanted customers to book on their own: choose a car, pay, and drive away without queueing at the counter.",
    ar: "بعد أن صار أسطولها يُدار في رحّال فليت، أرادت رحّال أن يحجز العملاء بأنفسهم: يختارون السيارة ويدفعون وينطلقون دون انتظار عند الكاونتر.",
    fr: "Sa flotte étant gérée dans Rahal Fleet, Rahal voulait que ses clients réservent seuls : choisir une voiture, payer et partir sans faire la queue au comptoir.",
    tr: "Filosu Rahal Fleet’te yönetilen Rahal, müşterilerin kendi başına rezervasyon yapmasını istedi: Aracı seçip ödemesini yapan müşteri tezgâhta sıra beklemeden yola çıkabilmeliydi.",
  },
  challenge: {
    en: "Availability had to be live across six branches, shared with the staff app, so a car is never booked twice.",
    ar: "كان يجب أن يكون توفّر السيارات لحظيًا في الفروع الستة ومشتركًا مع تطبيق الموظفين، فلا تُحجز سيارة مرتين.",
    fr: "Les disponibilités devaient être à jour en temps réel dans les six agences et partagées avec l’application du personnel, pour qu’une voiture ne soit jamais réservée deux fois.",
    tr: "Altı şubedeki müsaitliğin anlık olması ve personel uygulamasıyla paylaşılması gerekiyordu; böylece bir araç asla iki kez kiralanmayacaktı.",
  },
  features: [
    { en: "Cars compared by price, size and branch", ar: "مقارنة السيارات بالسعر والحجم والفرع", fr: "Voitures comparées par prix, taille et agence", tr: "Araçların fiyata, boyuta ve şubeye göre karşılaştırılması" },
    { en: "Booking and payment in the app", ar: "الحجز والدفع داخل التطبيق", fr: "Réservation et paiement dans l’application", tr: "Uygulama içinde rezervasyon ve ödeme" },
    { en: "A digital contract, no paperwork at pick-up", ar: "عقد رقمي دون أوراق عند الاستلام", fr: "Un contrat numérique, sans papier au retrait", tr: "Teslim alırken kâğıtsız, dijital sözleşme" },
    { en: "Pick-up and return reminders, support one tap away", ar: "تذكير بمواعيد الاستلام والتسليم، والدعم على بُعد لمسة", fr: "Rappels de retrait et de retour, assistance en un geste", tr: "Teslim alma ve iade hatırlatmaları, tek dokunuşla destek" },
  ],
  results: [
    { figure: { value: 0.45, style: "percent" }, label: { en: "of bookings made in the app", ar: "من الحجوزات تتم عبر التطبيق", fr: "des réservations passent par l’application", tr: "rezervasyonların uygulamadan yapılan payı" } },
    { figure: { value: 5, style: "integer" }, label: { en: "minutes to book a car", ar: "دقائق لحجز سيارة", fr: "minutes pour réserver une voiture", tr: "dakikada araç rezervasyonu" } },
    { figure: { value: 4.7, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  stores: { appStore: "https://apps.apple.com/app/id6450000109", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.rahaldrive" },
  screens: [
    phoneScreen(9, "list", { en: "Rahal Drive: available cars", ar: "رحّال درايف: السيارات المتاحة", fr: "Rahal Drive : les voitures disponibles", tr: "Rahal Drive: müsait araçlar" }),
    phoneScreen(9, "detail", { en: "Rahal Drive: booking a car", ar: "رحّال درايف: حجز سيارة", fr: "Rahal Drive : la réservation d’une voiture", tr: "Rahal Drive: araç rezervasyonu" }),
  ],
  technologies: ["Flutter", "Firebase", googleMaps, onlinePayments],
  durationWeeks: 12,
};
