import { phoneScreen } from "./screens";
import { offlineMode } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 5,
  sector: "nonprofit",
  completed: "2023-08",
  title: { en: "Hidaya — Islamic outreach", ar: "هداية — الدعوة الإسلامية", fr: "Hidaya — la découverte de l’islam", tr: "Hidaya — İslam’ı tanıtma" },
  summary: {
    en: "An outreach app with lessons, lectures and answers in several languages.",
    ar: "تطبيق دعوي يضم دروسًا ومحاضرات وإجابات بعدّة لغات.",
    fr: "Une application pour découvrir l’islam : cours, conférences et réponses en plusieurs langues.",
    tr: "Birçok dilde dersler, konferanslar ve cevaplarla İslam’ı tanıtan bir uygulama.",
  },
};

export const study: CaseStudy = {
  client: { en: "Hidaya Dawah Centre", ar: "مركز هداية للدعوة", fr: "Centre Hidaya", tr: "Hidaya Tebliğ Merkezi" },
  need: {
    en: "The centre’s lessons were scattered across YouTube, Telegram and a dated website. It wanted one place, in the visitor’s language, where questions reach a preacher.",
    ar: "كانت دروس المركز موزعة بين يوتيوب وتيليجرام وموقع قديم، وأراد مكانًا واحدًا بلغة الزائر تصل فيه الأسئلة إلى الداعية مباشرة.",
    fr: "Les cours du centre étaient éparpillés entre YouTube, Telegram et un site vieillissant. Il voulait un seul lieu, dans la langue du visiteur, où chaque question parvient à un enseignant.",
    tr: "Merkezin dersleri YouTube, Telegram ve eskimiş bir web sitesi arasında dağılmıştı. Ziyaretçinin dilinde, soruların doğrudan bir hocaya ulaştığı tek bir yer istedi.",
  },
  challenge: {
    en: "Seven languages, three of them right to left, hours of audio for listeners with little data, and questions to route to the preacher who speaks the asker’s language.",
    ar: "سبع لغات منها ثلاث تُكتب من اليمين إلى اليسار، وساعات من الصوت لمستمعين باقاتهم محدودة، وأسئلة يجب أن تصل إلى الداعية الذي يتحدث لغة السائل.",
    fr: "Sept langues, dont trois de droite à gauche, des heures d’audio pour des auditeurs au forfait limité, et des questions à confier à l’enseignant qui parle la langue de l’auteur.",
    tr: "Üçü sağdan sola yazılan yedi dil, mobil verisi kısıtlı dinleyiciler için saatlerce ses kaydı ve soranın dilini konuşan hocaya yönlendirilmesi gereken sorular.",
  },
  features: [
    { en: "Lessons and lectures in seven languages", ar: "دروس ومحاضرات بسبع لغات", fr: "Cours et conférences en sept langues", tr: "Yedi dilde dersler ve konferanslar" },
    { en: "Audio that keeps playing in the background", ar: "صوت يستمر في العمل في الخلفية", fr: "Audio qui continue en arrière-plan", tr: "Arka planda çalmaya devam eden ses" },
    { en: "Downloads for listening offline", ar: "تنزيل المحتوى للاستماع دون إنترنت", fr: "Téléchargements pour écouter hors connexion", tr: "Çevrim dışı dinlemek için indirme" },
    { en: "Questions answered privately by the centre’s preachers", ar: "أسئلة يجيب عنها دعاة المركز بخصوصية", fr: "Questions auxquelles les enseignants du centre répondent en privé", tr: "Merkezin hocalarının özel olarak yanıtladığı sorular" },
  ],
  results: [
    { figure: { value: 7, style: "integer" }, label: { en: "languages", ar: "لغات", fr: "langues", tr: "dil" } },
    { figure: { value: 850, style: "integer", plus: true }, label: { en: "lessons and lectures", ar: "درس ومحاضرة", fr: "cours et conférences", tr: "ders ve konferans" } },
    { figure: { value: 6000, style: "integer", plus: true }, label: { en: "questions answered", ar: "سؤال أُجيب عنه", fr: "questions traitées", tr: "yanıtlanan soru" } },
  ],
  stores: { appStore: "https://apps.apple.com/app/id6450000105", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.hidaya" },
  screens: [
    phoneScreen(5, "list", { en: "Hidaya: lessons by topic", ar: "هداية: الدروس بحسب الموضوع", fr: "Hidaya : les cours par thème", tr: "Hidaya: konulara göre dersler" }),
    phoneScreen(5, "detail", { en: "Hidaya: a lecture playing", ar: "هداية: محاضرة قيد التشغيل", fr: "Hidaya : une conférence en cours d’écoute", tr: "Hidaya: dinlenen bir konferans" }),
  ],
  technologies: ["Flutter", "Firebase", "Cloud Storage", offlineMode],
  durationWeeks: 11,
};
