import type { CommonMessages } from "../messages";

export const common: CommonMessages = {
  meta: {
    brand: "Nuqta Studio",
  },
  pages: {
    home: "Accueil",
    projects: "Nos réalisations",
    project: "Projet",
    faq: "FAQ",
    "privacy-policy": "Politique de confidentialité",
    "terms-of-usage": "Conditions d’utilisation",
    about: "À propos",
    services: "Services",
    contact: "Contact",
    book: "Réserver un appel",
    notFound: "Page introuvable",
    projectNotFound: "Projet introuvable",
  },
  nav: {
    clients: "Clients",
    scrollToTop: "Retour en haut",
    label: "Navigation principale",
    home: "Accueil",
    projects: "Réalisations",
    otherOptions: "Plus",
    privacy: "Politique de confidentialité",
    terms: "Conditions d’utilisation",
    faq: "FAQ",
    about: "À propos",
    services: "Services",
    contact: "Nous contacter",
    freeConsultation: "Consultation gratuite",
    bookCall: "Réserver un appel",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    skipToContent: "Aller au contenu principal",
    logo: "Nuqta Studio — accueil",
    onThisPage: "(sur cette page)",
  },
  footer: {
    fastLinks: "Liens rapides",
    services: "Nos services",
    contact: "Nous joindre",
    rights: "© {{year}} {{brand}}. Tous droits réservés.",
  },
  contact: {
    whatsapp: "Discuter avec nous sur WhatsApp",
    email: "Nous écrire",
    phone: "Nous appeler",
    whatsappMessage: "Bonjour {{brand}}, j’aimerais parler d’une application pour mon activité.",
    bar: { label: "Contact rapide", whatsapp: "WhatsApp", email: "E-mail" },
  },
  announcement: {
    link: "Réserver",
  },
  language: {
    switchLabel: "Changer de langue : {{language}}",
  },
  notFound: {
    title: "Page introuvable",
    text: "La page que vous cherchez n’existe pas ou a été déplacée.",
    backHome: "Retour à l’accueil",
  },
  projectNotFound: {
    title: "Projet introuvable",
    text: "Le projet demandé est introuvable.",
    backToProjects: "Voir tous les projets",
  },
  skeleton: {
    comingSoon: "Cette page est en préparation.",
  },
};
