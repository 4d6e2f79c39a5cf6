import { phoneScreen } from "./screens";
import { pushNotifications } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 1,
  sector: "custom",
  completed: "2024-03",
  title: { en: "Khatwa — walking rewards", ar: "خطوة — مكافآت المشي", fr: "Khatwa — la marche récompensée", tr: "Khatwa — yürüyüş ödülleri" },
  summary: {
    en: "An app that turns daily steps into points and rewards from partner stores.",
    ar: "تطبيق يحوّل خطواتك اليومية إلى نقاط ومكافآت من المتاجر الشريكة.",
    fr: "Une application qui transforme les pas du quotidien en points et en récompenses chez des partenaires.",
    tr: "Günlük adımları puana ve iş ortağı mağazalardan ödüllere dönüştüren bir uygulama.",
  },
};

export const study: CaseStudy = {
  client: { en: "Khatwa Health Rewards", ar: "خطوة للمكافآت الصحية", fr: "Khatwa Health Rewards", tr: "Khatwa Health Rewards" },
  need: {
    en: "A health start-up wanted people to walk more, and local shops wanted new customers. Khatwa needed one app that pays for the first with the second.",
    ar: "أرادت شركة ناشئة في مجال الصحة أن يمشي الناس أكثر، وأرادت المتاجر المحلية عملاء جددًا، فاحتاجت خطوة إلى تطبيق واحد يجعل الحركة طريقًا إلى مكافآت تلك المتاجر.",
    fr: "Une jeune entreprise de santé voulait faire marcher davantage les gens, et des commerces de quartier cherchaient de nouveaux clients. Khatwa avait besoin d’une application qui relie les deux.",
    tr: "Bir sağlık girişimi insanların daha çok yürümesini, yerel mağazalar ise yeni müşteri istiyordu. Khatwa, bu iki isteği tek uygulamada buluşturmak istedi.",
  },
  challenge: {
    en: "Steps had to be counted reliably on both iPhone and Android without draining the battery, and points had to be impossible to fake.",
    ar: "كان لا بد من عدّ الخطوات بدقة على آيفون وأندرويد دون استنزاف البطارية، ومن منع التلاعب بالنقاط تمامًا.",
    fr: "Il fallait compter les pas de façon fiable sur iPhone comme sur Android sans vider la batterie, et rendre les points impossibles à falsifier.",
    tr: "Adımların iPhone’da da Android’de de pili tüketmeden güvenilir biçimde sayılması ve puanların taklit edilememesi gerekiyordu.",
  },
  features: [
    { en: "Steps read from Apple Health and Google Fit, checked on the server", ar: "قراءة الخطوات من Apple Health وGoogle Fit والتحقق منها على الخادم", fr: "Pas lus dans Apple Santé et Google Fit, vérifiés sur le serveur", tr: "Apple Sağlık ve Google Fit’ten okunan, sunucuda doğrulanan adımlar" },
    { en: "Points exchanged for discounts with a QR code at the till", ar: "استبدال النقاط بخصومات عبر رمز QR عند الدفع", fr: "Points échangés contre des réductions grâce à un QR code en caisse", tr: "Puanların kasada QR kodla indirime dönüştürülmesi" },
    { en: "Weekly challenges and a leaderboard among friends", ar: "تحديات أسبوعية ولوحة متصدّرين بين الأصدقاء", fr: "Défis hebdomadaires et classement entre amis", tr: "Haftalık meydan okumalar ve arkadaşlar arası sıralama" },
    { en: "A dashboard where partner shops follow redemptions", ar: "لوحة تحكم يتابع فيها الشركاء عمليات الاستبدال", fr: "Un tableau de bord où les commerces partenaires suivent les échanges", tr: "İş ortağı mağazaların kullanımları izlediği bir panel" },
  ],
  results: [
    { figure: { value: 120000, style: "integer", plus: true }, label: { en: "downloads in the first year", ar: "تنزيل في السنة الأولى", fr: "téléchargements la première année", tr: "ilk yılda indirme" } },
    { figure: { value: 35, style: "integer" }, label: { en: "partner shops", ar: "متجرًا شريكًا", fr: "commerces partenaires", tr: "iş ortağı mağaza" } },
    { figure: { value: 4.8, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  stores: { appStore: "https://apps.apple.com/app/id6450000101", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.khatwa" },
  screens: [
    phoneScreen(1, "list", { en: "Khatwa: today’s steps and the rewards on offer", ar: "خطوة: خطوات اليوم والمكافآت المتاحة", fr: "Khatwa : les pas du jour et les récompenses proposées", tr: "Khatwa: günün adımları ve sunulan ödüller" }),
    phoneScreen(1, "detail", { en: "Khatwa: a weekly challenge", ar: "خطوة: تحدٍّ أسبوعي", fr: "Khatwa : un défi hebdomadaire", tr: "Khatwa: haftalık bir meydan okuma" }),
  ],
  technologies: ["Flutter", "Firebase", "HealthKit", "Google Fit", pushNotifications],
  durationWeeks: 14,
};
