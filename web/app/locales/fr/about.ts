import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  howEyebrow: "Notre méthode",
  stepLabel: "Étape {{number}}",
};
