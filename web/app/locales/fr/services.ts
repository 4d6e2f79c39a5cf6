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
  cards: {
    realEstate: {
      text: "Annonces, suivi d’avancement des chantiers et gestion locative pour promoteurs, entreprises et agences.",
    },
    nonprofit: {
      text: "Campagnes de dons, gestion des bénévoles et rapports transparents pour associations et fondations.",
    },
    wellMosque: {
      text: "Des applications qui permettent de financer le forage d’un puits ou la construction d’une mosquée, et d’en suivre chaque étape en photos.",
    },
    ecommerce: {
      text: "Des applications d’achat rapides, avec paiement sécurisé, suivi de livraison et offres qui fidélisent.",
    },
    religious: {
      text: "Horaires de prière, Coran, invocations et cours dans des applications soignées pour le quotidien.",
    },
    custom: {
      text: "Une idée nouvelle ou un fonctionnement particulier ? Nous la concevons et la développons selon vos besoins.",
    },
  },
  offeringsEyebrow: "Comment nous vous aidons",
  offeringsTitle: "Nos offres",
  offerings: {
    customApps: {
      text: "Des applications iOS et Android de qualité native, à partir d’une seule base de code, pensées pour vos utilisateurs et votre marque.",
      cta: "Parler de votre application",
    },
    management: {
      text: "Applications internes et tableaux de bord pour les équipes, les demandes et les validations, avec rôles, rapports et accès sécurisé.",
      cta: "Planifier votre système",
    },
    storeApps: {
      text: "Transformez votre boutique en application : catalogue, panier, paiement, suivi de livraison et offres par notification.",
      cta: "Lancer votre application",
    },
    publishing: {
      text: "Nous préparons la fiche, les captures d’écran et la politique de confidentialité, et gérons pour vous la validation App Store et Google Play.",
      cta: "Publier votre application",
    },
  },
  ctaMessage: "Bonjour {{brand}}, je souhaite parler de votre offre « {{service}} ».",
};
