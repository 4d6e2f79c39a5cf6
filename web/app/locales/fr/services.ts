import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "Voir les projets",
  buttonLabel: "Voir les projets : {{service}}",
  callLabel: "{{call}} : {{service}}",
  ctaMessage: "Bonjour {{brand}}, je souhaite parler de votre offre « {{service}} ».",
};
