import type { services as enServices } from "../en/services";
import type { Shape } from "../messages";

export const services: Shape<typeof enServices> = {
  eyebrow: "Ce que nous faisons",
  title: "Des applications pour tous les types d’organisations",
  lead: "Six domaines dans lesquels nous avons lancé des applications utilisées chaque jour.",
  pageTitle: "Des services qui mènent votre application de l’idée aux stores",
  pageLead: "Quel que soit votre projet, nous le concevons, le développons, le publions et le faisons évoluer avec vous, en arabe, en français, en anglais ou dans la langue de vos utilisateurs.",
  button: "Voir les projets",
  buttonLabel: "Voir les projets : {{service}}",
  start: "Lancer votre projet",
  startLabel: "Lancer votre projet : {{service}}",
  offeringsEyebrow: "Comment nous vous aidons",
  offeringsTitle: "Nos offres",
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
