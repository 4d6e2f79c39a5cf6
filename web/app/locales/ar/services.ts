import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "شاهد المشاريع",
  buttonLabel: "شاهد المشاريع: {{service}}",
  callLabel: "{{call}}: {{service}}",
  ctaMessage: "مرحبًا {{brand}}، أرغب في التحدث عن خدمة «{{service}}».",
};
