import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "Solutions à la une",
    slideOf: "Diapositive {{current}} sur {{total}}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    similarProjects: "Projets similaires",
  },
  clients: {
    logosLabel: "Logos de nos clients",
    logoPlaceholder: "Logo",
    testimonialsLabel: "Témoignages clients",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "Note : 5 sur 5",
    moreReviews: "Lire tous les avis",
  },
};
