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
    slides: {
      business: {
        title: "Des applications qui aident les entreprises à vendre et à grandir",
        text: "De la réservation aux programmes de fidélité, nous créons l’application que vos clients gardent sur leur écran d’accueil et sur laquelle votre équipe compte chaque jour.",
      },
      ecommerce: {
        title: "Une boutique en ligne qui vend jour et nuit",
        text: "Une application de vente rapide, avec paiement sécurisé, suivi des commandes et offres par notification, reliée à vos outils de stock et de livraison.",
      },
      management: {
        title: "Pilotez votre organisation depuis un seul tableau de bord",
        text: "Équipes, demandes, validations et rapports dans un système clair, avec les droits d’accès et la traçabilité qu’exige une organisation sérieuse.",
      },
      realEstate: {
        title: "Acheter, vendre et louer un bien en toute confiance",
        text: "Annonces avec carte, visites virtuelles, prise de rendez-vous et contrats, pour les agences, les promoteurs et les propriétaires.",
      },
      nonprofit: {
        title: "Des applications de dons qui inspirent confiance",
        text: "Des campagnes transparentes, des dons réguliers et des rapports d’impact clairs qui fidélisent vos donateurs.",
      },
      custom: {
        title: "Votre idée, réalisée exactement comme vous l’imaginez",
        text: "Un projet inédit ? Nous le définissons avec vous, le concevons, le développons et le publions sur l’App Store et Google Play.",
      },
    },
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
    collaborations_one: "Collaboration réussie",
    collaborations_many: "Collaborations réussies",
    collaborations_other: "Collaborations réussies",
    downloads_one: "Téléchargement",
    downloads_many: "Téléchargements",
    downloads_other: "Téléchargements",
    reviews_one: "Avis positif",
    reviews_many: "Avis positifs",
    reviews_other: "Avis positifs",
    publishedApps_one: "Application publiée",
    publishedApps_many: "Applications publiées",
    publishedApps_other: "Applications publiées",
  },
  whoWeAre: {
    eyebrow: "Qui sommes-nous ?",
    title: "Une équipe qui construit votre application comme si c’était la sienne",
    lead: "Designers et ingénieurs, nous avons lancé des applications pour des entreprises, des organisations et des associations. Nous écoutons d’abord, planifions en toute transparence et restons à vos côtés après le lancement.",
    features: {
      team: {
        title: "Une équipe expérimentée",
        text: "Designers produit, développeurs mobile et back-end travaillent ensemble sur chaque projet, du premier croquis à la publication.",
      },
      quality: {
        title: "Une qualité mesurable",
        text: "Tests automatisés, budgets de performance et contrôles d’accessibilité font partie de chaque version, dès le départ.",
      },
      support: {
        title: "Un suivi après le lancement",
        text: "Mises à jour, supervision et nouvelles fonctionnalités : votre application reste fiable et continue d’évoluer.",
      },
    },
    consultation: "Obtenir une consultation gratuite",
    formLink: "Ou envoyez-nous les détails de votre projet",
  },
  industries: {
    eyebrow: "Secteurs",
    title: "Les secteurs que nous accompagnons",
    lead: "Notre expérience multisectorielle nous permet d’anticiper les attentes de vos utilisateurs.",
  },
};
