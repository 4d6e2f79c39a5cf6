import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  stepLabel: "Adım {{number}}",
  city: "Şehir",
  legal: "Şirket unvanı",
  registration: "Sicil numarası",
};
