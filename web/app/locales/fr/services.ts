import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  button: "Voir les projets",
  buttonLabel: "Voir les projets : {{service}}",
  start: "Lancer votre projet",
  startLabel: "Lancer votre projet : {{service}}",
  offerings: {
    customApps: {
      cta: "Parler de votre application",
    },
    management: {
      cta: "Planifier votre système",
    },
    storeApps: {
      cta: "Lancer votre application",
    },
    publishing: {
      cta: "Publier votre application",
    },
  },
  ctaMessage: "Bonjour {{brand}}, je souhaite parler de votre offre « {{service}} ».",
};
