import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  eyebrow: "Neler yapıyoruz",
  title: "Her türden kurum için uygulamalar",
  lead: "Her gün kullanılan uygulamalar yayınladığımız altı alan.",
  pageTitle: "Uygulamanızı fikirden mağazaya taşıyan hizmetler",
  pageLead: "Ne geliştirmek isterseniz isteyin; tasarlıyor, geliştiriyor, yayınlıyor ve sizinle birlikte büyütüyoruz. Türkçe, Arapça, İngilizce ve kullanıcılarınızın konuştuğu her dilde.",
  button: "Projeleri görün",
  buttonLabel: "Projeleri görün: {{service}}",
  start: "Projenizi başlatın",
  startLabel: "Projenizi başlatın: {{service}}",
  cards: {
    realEstate: {
      text: "Müteahhitler, geliştiriciler ve emlak ofisleri için ilanlar, proje ilerleme takibi ve kiralama yönetimi.",
    },
    nonprofit: {
      text: "Dernekler ve vakıflar için bağış kampanyaları, gönüllü yönetimi ve şeffaf raporlama.",
    },
    wellMosque: {
      text: "Bağışçıların kuyu açılmasına veya cami inşasına katkı sunmasını ve her aşamayı fotoğraflarla izlemesini sağlayan uygulamalar.",
    },
    ecommerce: {
      text: "Güvenli ödeme, teslimat takibi ve müşteriyi geri getiren kampanyalarla hızlı alışveriş uygulamaları.",
    },
    religious: {
      text: "Namaz vakitleri, Kur’an, zikirler ve dersler; günlük kullanım için özenle tasarlanmış uygulamalarda.",
    },
    custom: {
      text: "Yeni bir fikir ya da size özgü bir iş akışı mı? Tam ihtiyaçlarınıza göre tasarlayıp geliştiriyoruz.",
    },
  },
  offeringsEyebrow: "Size nasıl yardımcı oluyoruz",
  offeringsTitle: "Hizmetlerimiz",
  offerings: {
    customApps: {
      text: "Tek kod tabanından, platformuna özel yazılmış kadar akıcı iOS ve Android uygulamaları; kullanıcılarınıza ve markanıza göre tasarlanır.",
      cta: "Uygulamanızı konuşalım",
    },
    management: {
      text: "Personel, talepler ve onaylar için rol, rapor ve güvenli erişim içeren kurum içi uygulamalar ve paneller.",
      cta: "Sisteminizi planlayın",
    },
    storeApps: {
      text: "Mağazanızı katalog, sepet, ödeme, teslimat takibi ve bildirim kampanyalarıyla bir uygulamaya dönüştürün.",
      cta: "Mağaza uygulamanızı başlatın",
    },
    publishing: {
      text: "Mağaza sayfasını, ekran görüntülerini ve politikaları hazırlıyor; App Store ve Google Play incelemesini sizin yerinize yürütüyoruz.",
      cta: "Uygulamanızı yayınlayın",
    },
  },
  ctaMessage: "Merhaba {{brand}}, “{{service}}” hizmetiniz hakkında görüşmek istiyorum.",
};
