import { phoneScreen } from "./screens";
import { machineTranslation, speechToText } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 7,
  sector: "custom",
  completed: "2025-02",
  title: { en: "Lisan — AI translation", ar: "لسان — الترجمة بالذكاء الاصطناعي", fr: "Lisan — la traduction par IA", tr: "Lisan — yapay zekâ ile çeviri" },
  summary: {
    en: "Instant AI translation of text, voice and photos in more than 100 languages.",
    ar: "ترجمة فورية للنصوص والصوت والصور بأكثر من 100 لغة بالذكاء الاصطناعي.",
    fr: "La traduction instantanée de textes, de la voix et de photos dans plus de 100 langues.",
    tr: "Metin, ses ve fotoğrafların 100’den fazla dile yapay zekâ ile anında çevirisi.",
  },
};

export const study: CaseStudy = {
  client: { en: "Lisan Technologies", ar: "لسان للتقنية", fr: "Lisan Technologies", tr: "Lisan Teknoloji" },
  need: {
    en: "Lisan had a translation engine and no product. It needed an app a traveller can use with one hand, in a noisy street, in any of its languages.",
    ar: "كان لدى لسان محرك ترجمة دون منتج، واحتاجت تطبيقًا يستخدمه المسافر بيد واحدة في شارع مزدحم وبأي لغة من لغاتها.",
    fr: "Lisan avait un moteur de traduction, mais pas de produit. Il lui fallait une application utilisable d’une main, dans une rue bruyante, dans chacune de ses langues.",
    tr: "Lisan’ın bir çeviri motoru vardı ama ürünü yoktu. Bir gezginin kalabalık bir caddede, tek eliyle ve desteklenen her dilde kullanabileceği bir uygulamaya ihtiyacı vardı.",
  },
  challenge: {
    en: "A spoken sentence had to come back translated in under a second, and text in photos had to be read in scripts from Arabic to Japanese.",
    ar: "كان على الجملة المنطوقة أن تعود مترجمة في أقل من ثانية، وعلى النصوص في الصور أن تُقرأ بخطوط تمتد من العربية إلى اليابانية.",
    fr: "Une phrase prononcée devait revenir traduite en moins d’une seconde, et le texte des photos devait être lu dans des écritures allant de l’arabe au japonais.",
    tr: "Söylenen bir cümlenin bir saniyenin altında çevrilip dönmesi, fotoğraflardaki metnin de Arapçadan Japoncaya farklı yazı sistemlerinde okunması gerekiyordu.",
  },
  features: [
    { en: "Live conversation mode, one phone between two people", ar: "وضع المحادثة المباشرة بجوال واحد بين شخصين", fr: "Mode conversation en direct, un téléphone pour deux", tr: "İki kişi arasında tek telefonla canlı sohbet modu" },
    { en: "Signs and menus translated from the camera", ar: "ترجمة اللافتات وقوائم الطعام من الكاميرا", fr: "Panneaux et menus traduits depuis l’appareil photo", tr: "Kameradan tabela ve menü çevirisi" },
    { en: "A phrasebook for travellers", ar: "دليل عبارات للمسافرين", fr: "Un recueil d’expressions pour les voyageurs", tr: "Gezginler için konuşma kılavuzu" },
    { en: "History and favourites, synced between devices", ar: "سجل الترجمات والمفضلة متزامنان بين الأجهزة", fr: "Historique et favoris synchronisés entre appareils", tr: "Cihazlar arasında eşitlenen geçmiş ve favoriler" },
  ],
  results: [
    { figure: { value: 100, style: "integer", plus: true }, label: { en: "languages", ar: "لغة", fr: "langues", tr: "dil" } },
    { figure: { value: 1000000, style: "integer", plus: true }, label: { en: "translations a month", ar: "ترجمة شهريًا", fr: "traductions par mois", tr: "aylık çeviri" } },
    { figure: { value: 4.6, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  stores: { appStore: "https://apps.apple.com/app/id6450000107", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.lisan" },
  screens: [
    phoneScreen(7, "list", { en: "Lisan: recent translations", ar: "لسان: آخر الترجمات", fr: "Lisan : les dernières traductions", tr: "Lisan: son çeviriler" }),
    phoneScreen(7, "detail", { en: "Lisan: conversation mode", ar: "لسان: وضع المحادثة", fr: "Lisan : le mode conversation", tr: "Lisan: sohbet modu" }),
  ],
  technologies: ["Flutter", "Firebase", "Cloud Functions", speechToText, machineTranslation],
  durationWeeks: 18,
};
