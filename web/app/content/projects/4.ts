import { phoneScreen } from "./screens";
import { onlinePayments, pushNotifications } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 4,
  sector: "ecommerce",
  completed: "2024-01",
  title: { en: "Lamsa — abayas and women’s fashion", ar: "لمسة — العبايات والأزياء النسائية", fr: "Lamsa — abayas et mode féminine", tr: "Lamsa — abaya ve kadın giyimi" },
  summary: {
    en: "A fashion store for abayas and modest women’s clothing.",
    ar: "متجر أزياء للعبايات والملابس النسائية المحتشمة.",
    fr: "Une boutique d’abayas et de mode féminine pudique.",
    tr: "Abayalar ve tesettür giyim için bir moda mağazası.",
  },
};

export const study: CaseStudy = {
  client: { en: "Lamsa Boutique", ar: "بوتيك لمسة", fr: "Boutique Lamsa", tr: "Lamsa Butik" },
  need: {
    en: "The boutique sold through Instagram messages, one photo and one question at a time. It wanted customers to choose size and fabric themselves and pay in the app.",
    ar: "كان البوتيك يبيع عبر رسائل إنستغرام، صورةً صورة وسؤالًا سؤالًا، وأراد أن تختار العميلة المقاس والقماش بنفسها وتدفع داخل التطبيق.",
    fr: "La boutique vendait par messages Instagram, une photo et une question à la fois. Elle voulait que les clientes choisissent elles-mêmes taille et tissu, et paient dans l’application.",
    tr: "Butik, Instagram mesajlarıyla, her seferinde bir fotoğraf ve bir soruyla satış yapıyordu. Müşterilerin bedeni ve kumaşı kendilerinin seçip uygulamada ödemesini istedi.",
  },
  challenge: {
    en: "Abayas are bought on fit and fabric: photos and size advice had to answer the questions a shop assistant would, or returns would eat the margin.",
    ar: "تُشترى العباءة بحسب المقاس والقماش، فكان على الصور ونصائح المقاسات أن تجيب عما تجيب عنه البائعة في المحل، وإلا أكلت المرتجعات الأرباح.",
    fr: "Une abaya s’achète sur la coupe et le tissu : les photos et les conseils de taille devaient répondre comme une vendeuse, sinon les retours auraient mangé la marge.",
    tr: "Abaya, kalıbına ve kumaşına bakılarak alınır: Fotoğrafların ve beden önerilerinin bir satış danışmanı gibi yanıt vermesi gerekiyordu, yoksa iadeler kârı eritecekti.",
  },
  features: [
    { en: "Close-up photos of every fabric and a size guide", ar: "صور مقرّبة لكل قماش ودليل للمقاسات", fr: "Photos en gros plan de chaque tissu et guide des tailles", tr: "Her kumaşın yakın çekim fotoğrafları ve beden rehberi" },
    { en: "Wish lists and alerts for new collections", ar: "قوائم المفضّلة وتنبيهات بالتشكيلات الجديدة", fr: "Listes d’envies et alertes de nouvelles collections", tr: "Favori listeleri ve yeni koleksiyon bildirimleri" },
    { en: "Secure checkout and order tracking", ar: "دفع آمن وتتبع للطلبات", fr: "Paiement sécurisé et suivi des commandes", tr: "Güvenli ödeme ve sipariş takibi" },
    { en: "Returns requested in two taps", ar: "طلب الإرجاع بلمستين", fr: "Retours demandés en deux gestes", tr: "İki dokunuşla iade talebi" },
  ],
  results: [
    { figure: { value: 0.62, style: "percent" }, label: { en: "of the boutique’s sales made in the app", ar: "من مبيعات البوتيك تتم عبر التطبيق", fr: "des ventes de la boutique passent par l’application", tr: "butik satışlarının uygulamadan gelen payı" } },
    { figure: { value: 9500, style: "integer", plus: true }, label: { en: "customers", ar: "عميلة", fr: "clientes", tr: "müşteri" } },
    { figure: { value: 4.9, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  testimonial: {
    quote: {
      en: "Within six months the app became our first shop. Our customers order at night, from anywhere, without writing to us once.",
      ar: "خلال ستة أشهر أصبح التطبيق متجرنا الأول؛ تطلب عميلاتنا ليلًا ومن أي مكان دون أن يراسلننا مرة واحدة.",
      fr: "En six mois, l’application est devenue notre première boutique. Nos clientes commandent le soir, de partout, sans jamais nous écrire.",
      tr: "Altı ay içinde uygulama en büyük mağazamız oldu. Müşterilerimiz gece, her yerden, bize tek mesaj yazmadan sipariş veriyor.",
    },
    author: { en: "Noura Al-Qahtani", ar: "نورة القحطاني", fr: "Noura al-Qahtani", tr: "Nura el-Kahtani" },
    role: { en: "Owner, Lamsa Boutique", ar: "صاحبة بوتيك لمسة", fr: "Propriétaire de la boutique Lamsa", tr: "Lamsa Butik’in sahibi" },
  },
  stores: { appStore: "https://apps.apple.com/app/id6450000104", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.lamsa" },
  screens: [
    phoneScreen(4, "list", { en: "Lamsa: the new collection", ar: "لمسة: التشكيلة الجديدة", fr: "Lamsa : la nouvelle collection", tr: "Lamsa: yeni koleksiyon" }),
    phoneScreen(4, "detail", { en: "Lamsa: an abaya with its sizes and fabrics", ar: "لمسة: عباءة بمقاساتها وأقمشتها", fr: "Lamsa : une abaya, ses tailles et ses tissus", tr: "Lamsa: bedenleri ve kumaşlarıyla bir abaya" }),
  ],
  technologies: ["Flutter", "Firebase", onlinePayments, pushNotifications],
  durationWeeks: 9,
};
