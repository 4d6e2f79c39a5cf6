import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  stepLabel: "Étape {{number}}",
  city: "Ville",
  legal: "Société",
  registration: "Numéro d’immatriculation",
};
