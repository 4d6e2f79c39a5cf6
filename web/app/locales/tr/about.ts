import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  howEyebrow: "Nasıl çalışıyoruz",
  stepLabel: "Adım {{number}}",
  studioEyebrow: "Stüdyo",
  studioTitle: "Uygulamanızın arkasındaki ekip",
  city: "Şehir",
  legal: "Şirket unvanı",
  registration: "Sicil numarası",
};
