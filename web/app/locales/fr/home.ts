import type { home as enHome } from "../en/home";
import type { Shape } from "../messages";

export const home: Shape<typeof enHome> = {
  hero: {
    label: "Solutions à la une",
    title: "Nuqta Studio : des applications mobiles et web conçues pour faire grandir votre organisation",
    slideOf: "Diapositive {{current}} sur {{total}}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    startNow: "Commencer",
    similarProjects: "Projets similaires",
  },
  clients: {
    eyebrow: "Ils nous font confiance",
    title: "Des clients qui grandissent avec nous",
    lead: "Entreprises, organisations et associations de la région utilisent nos applications au quotidien.",
    logosLabel: "Logos de nos clients",
    logoPlaceholder: "Logo",
    testimonialsTitle: "Ce que disent nos clients",
    testimonialsLabel: "Témoignages clients",
    previous: "Témoignage précédent",
    next: "Témoignage suivant",
    counter: "{{current}} / {{total}}",
    roleAt: "{{role}}, {{company}}",
    stars: "Note : 5 sur 5",
    moreReviews: "Lire tous les avis",
  },
  statistics: {
    eyebrow: "En chiffres",
    title: "Des résultats qui parlent pour nous",
  },
  whoWeAre: {
    eyebrow: "Qui sommes-nous ?",
    consultation: "Obtenir une consultation gratuite",
    formLink: "Ou envoyez-nous les détails de votre projet",
  },
  industries: {
    eyebrow: "Secteurs",
    title: "Les secteurs que nous accompagnons",
    lead: "Notre expérience multisectorielle nous permet d’anticiper les attentes de vos utilisateurs.",
  },
};
