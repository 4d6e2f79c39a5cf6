import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "Projeleri görün",
  buttonLabel: "Projeleri görün: {{service}}",
  callLabel: "{{call}}: {{service}}",
  ctaMessage: "Merhaba {{brand}}, “{{service}}” hizmetiniz hakkında görüşmek istiyorum.",
};
