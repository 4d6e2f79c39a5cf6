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
  offeringsEyebrow: "Size nasıl yardımcı oluyoruz",
  offeringsTitle: "Hizmetlerimiz",
  offerings: {
    customApps: {
      cta: "Uygulamanızı konuşalım",
    },
    management: {
      cta: "Sisteminizi planlayın",
    },
    storeApps: {
      cta: "Mağaza uygulamanızı başlatın",
    },
    publishing: {
      cta: "Uygulamanızı yayınlayın",
    },
  },
  ctaMessage: "Merhaba {{brand}}, “{{service}}” hizmetiniz hakkında görüşmek istiyorum.",
};
