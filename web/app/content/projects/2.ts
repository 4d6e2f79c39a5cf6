import { phoneScreen, webScreen } from "./screens";
import { onlinePayments } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 2,
  sector: "wellMosque",
  completed: "2023-11",
  title: { en: "Sabeel — well drilling", ar: "سبيل — حفر الآبار", fr: "Sabeel — forage de puits", tr: "Sabeel — su kuyusu açma" },
  summary: {
    en: "A donation app where anyone can contribute to drilling a water well.",
    ar: "تطبيق تبرّع يتيح لأي شخص المساهمة في حفر بئر ماء.",
    fr: "Une application de dons pour participer au forage d’un puits d’eau.",
    tr: "Herkesin bir su kuyusu açılmasına katkı verebildiği bir bağış uygulaması.",
  },
};

export const study: CaseStudy = {
  client: { en: "Sabeel Charity Foundation", ar: "مؤسسة سبيل الخيرية", fr: "Fondation caritative Sabeel", tr: "Sabeel Hayır Vakfı" },
  need: {
    en: "The foundation collected donations for wells by bank transfer and answered donors one by one on WhatsApp. It wanted donors to give in a minute and see where their money went.",
    ar: "كانت المؤسسة تجمع التبرعات للآبار بالتحويل البنكي وتردّ على المتبرعين واحدًا واحدًا عبر واتساب، وأرادت أن يتبرع المتبرع في دقيقة ويرى أين ذهب ماله.",
    fr: "La fondation recueillait les dons par virement et répondait aux donateurs un par un sur WhatsApp. Elle voulait qu’on puisse donner en une minute et voir où va son argent.",
    tr: "Vakıf, kuyu bağışlarını banka havalesiyle topluyor ve bağışçılara WhatsApp’tan tek tek yanıt veriyordu. Bağışın bir dakikada yapılmasını ve paranın nereye gittiğinin görülmesini istiyordu.",
  },
  challenge: {
    en: "Field teams report from villages with weak connections, and every donation had to reach the right well with a receipt the donor can trust.",
    ar: "ترسل الفرق الميدانية تقاريرها من قرى ضعيفة الاتصال، وكان لا بد أن يصل كل تبرع إلى البئر الصحيحة مع إيصال يثق به المتبرع.",
    fr: "Les équipes de terrain envoient leurs rapports depuis des villages mal couverts, et chaque don devait aller au bon puits avec un reçu digne de confiance.",
    tr: "Saha ekipleri bağlantının zayıf olduğu köylerden rapor gönderiyor; her bağışın doğru kuyuya ulaşması ve bağışçıya güvenilir bir makbuz verilmesi gerekiyordu.",
  },
  features: [
    { en: "Wells to choose from, each with its budget and progress", ar: "آبار يختار المتبرع منها، لكل منها ميزانيتها ونسبة إنجازها", fr: "Des puits au choix, chacun avec son budget et son avancement", tr: "Her biri bütçesi ve ilerlemesiyle seçilebilen kuyular" },
    { en: "Group donations shared by family and friends", ar: "تبرع جماعي يشارك فيه الأهل والأصدقاء", fr: "Dons collectifs partagés en famille ou entre amis", tr: "Aile ve arkadaşlarla paylaşılan toplu bağışlar" },
    { en: "Photos and reports from the field, sent even offline", ar: "صور وتقارير من الميدان تُرسل ولو انقطع الاتصال", fr: "Photos et rapports du terrain, envoyés même hors connexion", tr: "Bağlantı olmasa da gönderilen saha fotoğrafları ve raporları" },
    { en: "Receipts and reminders for monthly giving", ar: "إيصالات وتذكير بالتبرع الشهري", fr: "Reçus et rappels pour les dons mensuels", tr: "Makbuzlar ve aylık bağış hatırlatmaları" },
  ],
  results: [
    { figure: { value: 42, style: "integer" }, label: { en: "wells funded through the app", ar: "بئرًا مُوِّلت عبر التطبيق", fr: "puits financés par l’application", tr: "uygulama üzerinden finanse edilen kuyu" } },
        { figure: { value: 3, style: "integer" }, label: { en: "times as many monthly donations as before", ar: "أضعاف التبرعات الشهرية السابقة", fr: "fois plus de dons mensuels qu’avant", tr: "kat daha fazla aylık bağış" } },
    { figure: { value: 18000, style: "integer", plus: true }, label: { en: "donors", ar: "متبرع", fr: "donateurs", tr: "bağışçı" } },
  ],
  testimonial: {
    quote: {
      en: "Donors now see their well being drilled, photo by photo. That trust is why monthly giving tripled.",
      ar: "صار المتبرع يرى بئره تُحفر صورة بعد صورة، وهذه الثقة هي ما ضاعف التبرعات الشهرية ثلاث مرات.",
      fr: "Les donateurs voient désormais leur puits se creuser, photo après photo. C’est cette confiance qui a triplé les dons mensuels.",
      tr: "Bağışçılar artık kuyularının açılışını fotoğraf fotoğraf görüyor. Aylık bağışları üçe katlayan da bu güven oldu.",
    },
    author: { en: "Abdullah Al-Harbi", ar: "عبدالله الحربي", fr: "Abdallah al-Harbi", tr: "Abdullah el-Harbi" },
    role: { en: "Director, Sabeel Charity Foundation", ar: "مدير مؤسسة سبيل الخيرية", fr: "Directeur de la Fondation caritative Sabeel", tr: "Sabeel Hayır Vakfı Müdürü" },
  },
  stores: { appStore: "https://apps.apple.com/app/id6450000102", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.sabeel" },
  screens: [
    phoneScreen(2, "list", { en: "Sabeel: wells open for donations", ar: "سبيل: آبار مفتوحة للتبرع", fr: "Sabeel : les puits ouverts aux dons", tr: "Sabeel: bağışa açık kuyular" }),
    phoneScreen(2, "detail", { en: "Sabeel: a well’s progress", ar: "سبيل: مراحل حفر بئر", fr: "Sabeel : l’avancement d’un puits", tr: "Sabeel: bir kuyunun ilerleyişi" }),
    webScreen(2, { en: "Sabeel: the foundation’s web dashboard", ar: "سبيل: لوحة تحكم المؤسسة على الويب", fr: "Sabeel : le tableau de bord web de la fondation", tr: "Sabeel: vakfın web yönetim paneli" }),
  ],
  technologies: ["Flutter", "Firebase", "Cloud Functions", onlinePayments],
  durationWeeks: 10,
};
