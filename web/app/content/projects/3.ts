import { phoneScreen, webScreen } from "./screens";
import { onlinePayments } from "./technologies";
import type { CaseStudy, ProjectCard } from "./types";

export const card: ProjectCard = {
  id: 3,
  sector: "ecommerce",
  completed: "2024-06",
  title: { en: "Attar — herbs and organic products", ar: "عطّار — الأعشاب والمنتجات العضوية", fr: "Attar — plantes et produits bio", tr: "Attar — şifalı bitkiler ve organik ürünler" },
  summary: {
    en: "An online store for herbs, oils and organic products with fast delivery.",
    ar: "متجر إلكتروني للأعشاب والزيوت والمنتجات العضوية مع توصيل سريع.",
    fr: "Une boutique en ligne de plantes, d’huiles et de produits bio, livrés rapidement.",
    tr: "Bitkiler, yağlar ve organik ürünler için hızlı teslimatlı bir çevrim içi mağaza.",
  },
};

export const study: CaseStudy = {
  client: { en: "Attar Organics", ar: "عطّار للمنتجات العضوية", fr: "Attar Organics", tr: "Attar Organics" },
  need: {
    en: "A family herb shop with a loyal following sold mostly over the phone. It wanted a store that explains each product as well as its staff do.",
    ar: "متجر أعشاب عائلي له زبائن أوفياء كان يبيع معظم طلباته عبر الهاتف، وأراد متجرًا إلكترونيًا يشرح كل منتج كما يشرحه موظفوه.",
    fr: "Une herboristerie familiale à la clientèle fidèle vendait surtout par téléphone. Elle voulait une boutique qui explique chaque produit aussi bien que son équipe.",
    tr: "Sadık bir müşteri kitlesi olan aile işletmesi bir aktar, satışlarının çoğunu telefonla yapıyordu. Her ürünü çalışanları kadar iyi anlatan bir mağaza istedi.",
  },
  challenge: {
    en: "Hundreds of products sold by weight, stock shared between the shop and the app, and delivery zones priced by district.",
    ar: "مئات المنتجات تُباع بالوزن، ومخزون مشترك بين المحل والتطبيق، ومناطق توصيل تختلف أسعارها بحسب الحي.",
    fr: "Des centaines de produits vendus au poids, un stock partagé entre la boutique et l’application, et des zones de livraison tarifées par quartier.",
    tr: "Tartıyla satılan yüzlerce ürün, dükkân ile uygulama arasında ortak stok ve semte göre fiyatlanan teslimat bölgeleri.",
  },
  features: [
    { en: "Search and filters by use, form and weight", ar: "بحث وتصفية بحسب الاستخدام والشكل والوزن", fr: "Recherche et filtres par usage, forme et poids", tr: "Kullanım alanına, biçime ve ağırlığa göre arama ve filtreler" },
    { en: "Payment online or on delivery", ar: "الدفع إلكترونيًا أو عند الاستلام", fr: "Paiement en ligne ou à la livraison", tr: "Çevrim içi ya da kapıda ödeme" },
    { en: "Order tracking from the shop to the door", ar: "تتبع الطلب من المتجر حتى الباب", fr: "Suivi de commande de la boutique à la porte", tr: "Dükkândan kapıya sipariş takibi" },
    { en: "A web back office for stock, offers and delivery zones", ar: "لوحة إدارة على الويب للمخزون والعروض ومناطق التوصيل", fr: "Un back-office web pour le stock, les offres et les zones de livraison", tr: "Stok, kampanya ve teslimat bölgeleri için web yönetim paneli" },
  ],
  results: [
    { figure: { value: 3000, style: "integer", plus: true }, label: { en: "orders a month", ar: "طلب شهريًا", fr: "commandes par mois", tr: "aylık sipariş" } },
    { figure: { value: 0.38, style: "percent" }, label: { en: "of customers order again within a month", ar: "من العملاء يطلبون مجددًا خلال شهر", fr: "des clients recommandent dans le mois", tr: "bir ay içinde yeniden sipariş veren müşterilerin oranı" } },
    { figure: { value: 4.7, style: "decimal" }, label: { en: "average rating in the stores", ar: "متوسط التقييم في المتاجر", fr: "note moyenne sur les stores", tr: "mağazalardaki ortalama puan" } },
  ],
  testimonial: {
    quote: {
      en: "Our customers find in the app the advice they used to ask us for on the phone, and our phone finally rings less.",
      ar: "يجد عملاؤنا في التطبيق النصيحة التي كانوا يطلبونها منا على الهاتف، وأخيرًا قلّ رنين هاتفنا.",
      fr: "Nos clients trouvent dans l’application les conseils qu’ils nous demandaient au téléphone, et notre téléphone sonne enfin moins.",
      tr: "Müşterilerimiz eskiden telefonda sorduğu tavsiyeleri artık uygulamada buluyor; telefonumuz da nihayet daha az çalıyor.",
    },
    author: { en: "Mariam Al-Attar", ar: "مريم العطار", fr: "Mariam al-Attar", tr: "Meryem el-Attar" },
    role: { en: "Founder, Attar Organics", ar: "مؤسِّسة عطّار للمنتجات العضوية", fr: "Fondatrice d’Attar Organics", tr: "Attar Organics’in kurucusu" },
  },
  stores: { appStore: "https://apps.apple.com/app/id6450000103", googlePlay: "https://play.google.com/store/apps/details?id=studio.nuqta.attar" },
  screens: [
    phoneScreen(3, "list", { en: "Attar: the product list", ar: "عطّار: قائمة المنتجات", fr: "Attar : la liste des produits", tr: "Attar: ürün listesi" }),
    phoneScreen(3, "detail", { en: "Attar: a product and its uses", ar: "عطّار: منتج واستخداماته", fr: "Attar : un produit et ses usages", tr: "Attar: bir ürün ve kullanım alanları" }),
    webScreen(3, { en: "Attar: the web back office", ar: "عطّار: لوحة الإدارة على الويب", fr: "Attar : le back-office web", tr: "Attar: web yönetim paneli" }),
  ],
  technologies: ["Flutter", "Firebase", "Cloud Firestore", onlinePayments],
  durationWeeks: 12,
};
