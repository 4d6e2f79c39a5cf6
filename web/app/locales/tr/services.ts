import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "Projeleri görün",
  buttonLabel: "Projeleri görün: {{service}}",
  start: "Projenizi başlatın",
  startLabel: "Projenizi başlatın: {{service}}",
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
