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
  },
  whoWeAre: {
    eyebrow: "Biz kimiz",
    consultation: "Ücretsiz danışmanlık alın",
    formLink: "Ya da proje ayrıntılarınızı bize gönderin",
  },
  industries: {
    eyebrow: "Sektörler",
    title: "Hizmet verdiğimiz sektörler",
    lead: "Farklı sektörlerdeki deneyimimiz sayesinde kullanıcılarınızın soracağı soruları önceden biliyoruz.",
  },
};
