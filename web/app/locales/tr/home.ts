import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "Öne çıkan çözümler",
    slideOf: "Slayt {{current}} / {{total}}",
    previous: "Önceki slayt",
    next: "Sonraki slayt",
    similarProjects: "Benzer projeler",
  },
  clients: {
    logosLabel: "Müşteri logoları",
    logoPlaceholder: "Logo",
    testimonialsLabel: "Müşteri yorumları",
    previous: "Önceki yorum",
    next: "Sonraki yorum",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "5 üzerinden 5 puan",
    moreReviews: "Tüm yorumları okuyun",
  },
};
