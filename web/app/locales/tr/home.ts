import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "Öne çıkan çözümler",
    title: "Nuqta Studio: kurumunuzu büyütmek için geliştirilen mobil ve web uygulamaları",
    slideOf: "Slayt {{current}} / {{total}}",
    previous: "Önceki slayt",
    next: "Sonraki slayt",
    startNow: "Hemen başlayın",
    similarProjects: "Benzer projeler",
    slides: {
      business: {
        title: "Şirketlerin satışını ve büyümesini destekleyen uygulamalar",
        text: "Rezervasyondan sadakat programlarına kadar, müşterilerinizin ana ekranında tuttuğu ve ekibinizin her gün güvendiği uygulamayı geliştiriyoruz.",
      },
      ecommerce: {
        title: "Günün her saati satış yapan bir çevrim içi mağaza",
        text: "Güvenli ödeme, sipariş takibi ve bildirimle kampanyalar sunan hızlı bir mağaza uygulaması; stok ve teslimat araçlarınızla entegre.",
      },
      management: {
        title: "Kurumunuzu tek bir panelden yönetin",
        text: "Personel, talepler, onaylar ve raporlar tek ve anlaşılır bir sistemde; ciddi bir kurumun ihtiyaç duyduğu yetkiler ve işlem kayıtlarıyla.",
      },
      realEstate: {
        title: "Gayrimenkul alım, satım ve kiralamada güven",
        text: "Harita destekli ilanlar, sanal turlar, gösterim randevuları ve sözleşmeler; emlak ofisleri, müteahhitler ve mülk sahipleri için.",
      },
      nonprofit: {
        title: "Güven veren bağış uygulamaları",
        text: "Şeffaf kampanyalar, düzenli bağış ve net etki raporlarıyla destekçilerinizi kalıcı bağışçılara dönüştürün.",
      },
      custom: {
        title: "Fikriniz, tam hayal ettiğiniz gibi",
        text: "Aklınızda yeni bir fikir mi var? Sizinle birlikte şekillendiriyor, tasarlıyor, geliştiriyor ve App Store ile Google Play’de yayınlıyoruz.",
      },
    },
  },
  clients: {
    eyebrow: "Bize güvenenler",
    title: "Bizimle birlikte büyüyen müşteriler",
    lead: "Bölgedeki şirketler, kurumlar ve yardım kuruluşları her gün uygulamalarımızı kullanıyor.",
    logosLabel: "Müşteri logoları",
    logoPlaceholder: "Logo",
    testimonialsTitle: "Müşterilerimiz ne diyor",
    testimonialsLabel: "Müşteri yorumları",
    previous: "Önceki yorum",
    next: "Sonraki yorum",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "5 üzerinden 5 puan",
    moreReviews: "Tüm yorumları okuyun",
  },
  statistics: {
    eyebrow: "Rakamlarla",
    title: "Sonuçlarımız kendini anlatıyor",
    collaborations_one: "Başarılı iş birliği",
    collaborations_other: "Başarılı iş birliği",
    downloads_one: "Uygulama indirmesi",
    downloads_other: "Uygulama indirmesi",
    reviews_one: "Olumlu yorum",
    reviews_other: "Olumlu yorum",
    publishedApps_one: "Yayınlanan uygulama",
    publishedApps_other: "Yayınlanan uygulama",
  },
  whoWeAre: {
    eyebrow: "Biz kimiz",
    title: "Uygulamanızı kendi uygulamamız gibi geliştiren bir ekip",
    lead: "Şirketler, kurumlar ve yardım kuruluşları için uygulamalar yayınlamış tasarımcı ve mühendisleriz. Önce dinler, planı sizinle açıkça paylaşır ve yayından sonra da yanınızda oluruz.",
    features: {
      team: {
        title: "Deneyimli bir ekip",
        text: "Ürün tasarımcıları, mobil ve arka uç mühendisleri her projede ilk taslaktan mağazaya kadar birlikte çalışır.",
      },
      quality: {
        title: "Ölçülebilir kalite",
        text: "Otomatik testler, performans hedefleri ve erişilebilirlik kontrolleri her sürümün parçasıdır.",
      },
      support: {
        title: "Yayın sonrası destek",
        text: "Güncellemeler, izleme ve yeni özellikler: uygulamanızın yayından uzun süre sonra da sorunsuz çalışmasını ve gelişmesini sağlıyoruz.",
      },
    },
    consultation: "Ücretsiz danışmanlık alın",
    formLink: "Ya da proje ayrıntılarınızı bize gönderin",
  },
  industries: {
    eyebrow: "Sektörler",
    title: "Hizmet verdiğimiz sektörler",
    lead: "Farklı sektörlerdeki deneyimimiz sayesinde kullanıcılarınızın soracağı soruları önceden biliyoruz.",
  },
};
