import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  eyebrow: "Neler yapıyoruz",
  title: "Her türden kurum için uygulamalar",
  lead: "Her gün kullanılan uygulamalar yayınladığımız altı alan.",
  pageTitle: "Uygulamanızı fikirden mağazaya taşıyan hizmetler",
  pageLead: "Ne geliştirmek isterseniz isteyin; tasarlıyor, geliştiriyor, yayınlıyor ve sizinle birlikte büyütüyoruz. Türkçe, Arapça, İngilizce ve kullanıcılarınızın konuştuğu her dilde.",
  button: "Projeleri görün",
  cards: {
    realEstate: {
      title: "İnşaat ve gayrimenkul",
      text: "Müteahhitler, geliştiriciler ve emlak ofisleri için ilanlar, proje ilerleme takibi ve kiralama yönetimi.",
    },
    nonprofit: {
      title: "Kâr amacı gütmeyen kuruluşlar",
      text: "Dernekler ve vakıflar için bağış kampanyaları, gönüllü yönetimi ve şeffaf raporlama.",
    },
    wellMosque: {
      title: "Su kuyuları ve camiler",
      text: "Bağışçıların kuyu açılmasına veya cami inşasına katkı sunmasını ve her aşamayı fotoğraflarla izlemesini sağlayan uygulamalar.",
    },
    ecommerce: {
      title: "E-ticaret mağazaları",
      text: "Güvenli ödeme, teslimat takibi ve müşteriyi geri getiren kampanyalarla hızlı alışveriş uygulamaları.",
    },
    religious: {
      title: "Dini uygulamalar",
      text: "Namaz vakitleri, Kur'an, zikirler ve dersler; günlük kullanım için özenle tasarlanmış uygulamalarda.",
    },
    custom: {
      title: "Özel uygulamalar",
      text: "Yeni bir fikir ya da size özgü bir iş akışı mı? Tam ihtiyaçlarınıza göre tasarlayıp geliştiriyoruz.",
    },
  },
  offeringsEyebrow: "Size nasıl yardımcı oluyoruz",
  offeringsTitle: "Hizmetlerimiz",
  offerings: {
    customApps: {
      title: "Özel mobil uygulama geliştirme",
      text: "Tek kod tabanından, yerel kalitede iOS ve Android uygulamaları; kullanıcılarınıza ve markanıza göre tasarlanır.",
      cta: "Uygulamanızı konuşalım",
    },
    management: {
      title: "Kurumlar için yönetim uygulamaları",
      text: "Personel, talepler ve onaylar için rol, rapor ve güvenli erişim içeren kurum içi uygulamalar ve paneller.",
      cta: "Sisteminizi planlayın",
    },
    storeApps: {
      title: "Mağazalar için mobil uygulamalar",
      text: "Mağazanızı katalog, sepet, ödeme, teslimat takibi ve bildirim kampanyalarıyla bir uygulamaya dönüştürün.",
      cta: "Mağaza uygulamanızı başlatın",
    },
    publishing: {
      title: "Uygulamaların mağazalarda yayınlanması",
      text: "Mağaza sayfasını, ekran görüntülerini ve politikaları hazırlıyor; App Store ve Google Play incelemesini sizin yerinize yürütüyoruz.",
      cta: "Uygulamanızı yayınlayın",
    },
  },
  ctaMessage: "Merhaba {{brand}}, şu hizmet hakkında görüşmek istiyorum: {{service}}.",
};
