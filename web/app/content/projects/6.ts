import { phoneScreen } from "./screens";
import { geolocation, offlineMode } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 6,
  sector: "religious",
  completed: "2024-09",
  title: { en: "Rafiq — the daily Muslim companion", ar: "رفيق — رفيق المسلم اليومي", fr: "Rafiq — le compagnon quotidien du musulman", tr: "Rafiq — Müslümanın günlük yol arkadaşı" },
  summary: {
    en: "One app with 14 everyday tools: prayer times, Qibla, adhkar and more.",
    ar: "تطبيق واحد يضم 14 أداة يومية: مواقيت الصلاة والقبلة والأذكار وغيرها.",
    fr: "Une seule application pour 14 outils du quotidien : horaires de prière, qibla, invocations et plus encore.",
    tr: "Her gün kullanılan 14 araç tek uygulamada: namaz vakitleri, kıble, zikirler ve dahası.",
  },
};

export const study: CaseStudy = {
  client: { en: "Rafiq Apps", ar: "تطبيقات رفيق", fr: "Rafiq Apps", tr: "Rafiq Apps" },
  need: {
    en: "Users kept five apps for prayer times, Qibla, adhkar, the Quran and the Hijri calendar. Rafiq wanted one light app that does all of it well.",
    ar: "كان المستخدمون يحتفظون بخمسة تطبيقات لمواقيت الصلاة والقبلة والأذكار والقرآن والتقويم الهجري، فأرادت رفيق تطبيقًا خفيفًا واحدًا يتقنها جميعًا.",
    fr: "Les utilisateurs gardaient cinq applications pour les horaires de prière, la qibla, les invocations, le Coran et le calendrier hégirien. Rafiq voulait une seule application légère qui fasse tout bien.",
    tr: "Kullanıcılar namaz vakitleri, kıble, zikirler, Kur’an ve hicri takvim için beş ayrı uygulama kullanıyordu. Rafiq, hepsini iyi yapan tek ve hafif bir uygulama istedi.",
  },
  challenge: {
    en: "Prayer times must be exact for every city and calculation method, the adhan must sound on time even when the phone sleeps, and all 14 tools had to fit in a small download.",
    ar: "يجب أن تكون مواقيت الصلاة دقيقة لكل مدينة وطريقة حساب، وأن يُرفع الأذان في وقته ولو كان الجوال في وضع السكون، وأن تتسع الأدوات الأربع عشرة في حجم تنزيل صغير.",
    fr: "Les horaires de prière doivent être exacts pour chaque ville et chaque méthode de calcul, l’adhan doit retentir à l’heure même téléphone en veille, et les 14 outils devaient tenir dans un petit téléchargement.",
    tr: "Namaz vakitlerinin her şehir ve hesaplama yöntemi için kesin olması, ezanın telefon uykudayken bile vaktinde okunması ve 14 aracın küçük bir indirme boyutuna sığması gerekiyordu.",
  },
  features: [
    { en: "Prayer times with the adhan, by location", ar: "مواقيت الصلاة مع الأذان بحسب الموقع", fr: "Horaires de prière avec l’adhan, selon la position", tr: "Konuma göre ezanlı namaz vakitleri" },
    { en: "Qibla compass and the Hijri calendar", ar: "بوصلة القبلة والتقويم الهجري", fr: "Boussole de la qibla et calendrier hégirien", tr: "Kıble pusulası ve hicri takvim" },
    { en: "Morning and evening adhkar with a tasbeeh counter", ar: "أذكار الصباح والمساء مع المسبحة", fr: "Invocations du matin et du soir, avec un compteur de tasbih", tr: "Tesbih sayacıyla sabah ve akşam zikirleri" },
    { en: "The whole Quran, available offline", ar: "القرآن الكريم كاملًا دون إنترنت", fr: "Le Coran en entier, disponible hors connexion", tr: "Çevrim dışı kullanılabilen Kur’an-ı Kerim’in tamamı" },
  ],
  results: [
    { figure: { value: 250000, style: "integer", plus: true }, label: { en: "downloads", ar: "تنزيل", fr: "téléchargements", tr: "indirme" } },
    { figure: { value: 14, style: "integer" }, label: { en: "tools in one app", ar: "أداة في تطبيق واحد", fr: "outils dans une seule application", tr: "araç tek uygulamada" } },
    { figure: { value: 4.8, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  stores: { appStore: "https://apps.apple.com/app/id6450000106", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.rafiq" },
  screens: [
    phoneScreen(6, "list", { en: "Rafiq: today’s prayer times", ar: "رفيق: مواقيت صلاة اليوم", fr: "Rafiq : les horaires de prière du jour", tr: "Rafiq: bugünün namaz vakitleri" }),
    phoneScreen(6, "detail", { en: "Rafiq: the tools", ar: "رفيق: الأدوات", fr: "Rafiq : les outils", tr: "Rafiq: araçlar" }),
  ],
  technologies: ["Flutter", "Firebase", geolocation, offlineMode],
  durationWeeks: 16,
};
