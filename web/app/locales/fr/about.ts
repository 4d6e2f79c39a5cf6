import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  howEyebrow: "Notre méthode",
  stepLabel: "Étape {{number}}",
  studioEyebrow: "Le studio",
  studioTitle: "L’équipe derrière votre application",
  city: "Ville",
  legal: "Société",
  registration: "Numéro d’immatriculation",
};
