import type { projects as enProjects } from "../en/projects";
import type { Shape } from "../messages";

export const projects: Shape<typeof enProjects> = {
  section: {
    eyebrow: "Nos réalisations",
    title: "Nos derniers projets",
    description:
      "Des applications que nous avons conçues, développées et publiées pour des boutiques, des associations, des loueurs de voitures et le grand public — toutes disponibles sur l’App Store et Google Play.",
    moreProjects: "Plus de projets",
  },
  detail: {
    overview: "À propos du projet",
    client: "Client",
    completionDate: "Date de réalisation",
    technologies: "Technologies utilisées",
    order: "Commander un projet similaire",
    orderMessage: "Bonjour {{brand}}, je souhaite commander un projet semblable à « {{project}} ».",
    appImageAlt: "Écrans de l’application {{project}}",
    navigation: "Autres projets",
    previous: "Projet précédent",
    next: "Projet suivant",
    allProjects: "Tous les projets",
    ctaTitle: "Vous avez une idée de ce genre ?",
    ctaText: "Parlez-nous-en : nous vous répondons sous un jour ouvré avec une première estimation gratuite.",
    ctaButton: "Nous contacter",
  },
  items: {
    p1: {
      title: "Khatwa — la marche récompensée",
      summary: "Une application qui transforme les pas du quotidien en points et en récompenses chez des partenaires.",
      description:
        "Khatwa compte les pas de l’utilisateur grâce aux données de santé du téléphone, les convertit en points et permet de les échanger contre des réductions chez des commerces partenaires. Défis hebdomadaires, classement entre amis et rappels bienveillants donnent envie de bouger ; les partenaires suivent les échanges depuis leur propre tableau de bord.",
      client: "Khatwa Health Rewards",
      button: "Demander ce travail",
    },
    p2: {
      title: "Sabeel — forage de puits",
      summary: "Une application de dons pour participer au forage d’un puits d’eau.",
      description:
        "Sabeel permet au donateur de choisir un projet de puits, de contribuer du montant de son choix et de suivre le forage étape par étape grâce aux photos et aux rapports du terrain. Dons collectifs, reçus et rappels de dons réguliers ont rendu la contribution plus simple et plus transparente pour la fondation.",
      client: "Fondation caritative Sabeel",
      button: "Demander ce travail",
    },
    p3: {
      title: "Attar — plantes et produits bio",
      summary: "Une boutique en ligne de plantes, d’huiles et de produits bio, livrés rapidement.",
      description:
        "La boutique Attar présente des centaines de plantes, d’huiles et de produits biologiques avec une description claire de leurs usages. Les clients recherchent et filtrent, paient en ligne ou à la livraison et suivent leurs commandes ; l’équipe gère le stock, les offres et les zones de livraison depuis un seul endroit.",
      client: "Attar Organics",
      button: "Demander ce travail",
    },
    p4: {
      title: "Lamsa — abayas et mode féminine",
      summary: "Une boutique de mode pour les abayas et la mode féminine pudique.",
      description:
        "Lamsa met les collections d’abayas de la boutique dans la poche de ses clientes : tailles et tissus détaillés, guide des tailles, listes d’envies et alertes de nouvelles collections. Le paiement sécurisé et le suivi des commandes ont fait du mobile le premier canal de vente en quelques mois.",
      client: "Boutique Lamsa",
      button: "Demander ce travail",
    },
    p5: {
      title: "Hidaya — prédication islamique",
      summary: "Une application de prédication avec cours, conférences et réponses en plusieurs langues.",
      description:
        "Hidaya réunit les cours, conférences et articles du centre en plusieurs langues, avec une lecture audio qui continue en arrière-plan et des contenus disponibles hors connexion. Les nouveaux musulmans et les curieux posent leurs questions, auxquelles les prédicateurs du centre répondent dans l’application.",
      client: "Centre de prédication Hidaya",
      button: "Demander ce travail",
    },
    p6: {
      title: "Rafiq — le compagnon quotidien du musulman",
      summary: "Une seule application pour 14 outils du quotidien : horaires de prière, qibla, invocations et plus.",
      description:
        "Rafiq rassemble dans une application légère 14 outils qu’un musulman utilise chaque jour : horaires de prière avec l’adhan, direction de la qibla, invocations du matin et du soir, compteur de tasbih, calendrier hégirien, le Coran et bien d’autres. Elle fonctionne hors connexion et s’adapte à la position de l’utilisateur.",
      client: "Rafiq Apps",
      button: "Demander ce travail",
    },
    p7: {
      title: "Lisan — traduction par IA",
      summary: "Traduction instantanée de textes, de la voix et de photos dans plus de 100 langues.",
      description:
        "Lisan traduit le texte saisi, la parole et les panneaux photographiés dans plus de 100 langues grâce à l’intelligence artificielle. Le mode conversation en direct, un guide de conversation pour les voyageurs et l’historique des traductions le rendent aussi utile en voyage qu’au travail.",
      client: "Lisan Technologies",
      button: "Demander ce travail",
    },
    p8: {
      title: "Rahal Fleet — gestion d’agence de location",
      summary: "Une application de gestion pour les agences de location de voitures : flotte, réservations et contrats.",
      description:
        "Rahal Fleet réunit toute l’activité d’une agence de location dans une application : véhicules et disponibilités, réservations, contrats, paiements et rappels d’entretien. Les responsables consultent les rapports de chiffre d’affaires et d’utilisation ; le personnel enregistre départs et retours photos à l’appui.",
      client: "Rahal Location de voitures",
      button: "Demander ce travail",
    },
    p9: {
      title: "Rahal Drive — louez une voiture",
      summary: "Une application de location pour les clients : trouver, réserver et récupérer une voiture en quelques minutes.",
      description:
        "Rahal Drive permet aux clients de comparer les voitures disponibles, de réserver pour leurs dates, de payer en ligne et de récupérer le véhicule avec un contrat numérique. Des notifications rappellent les heures de retrait et de retour, et l’assistance est à portée de main.",
      client: "Rahal Location de voitures",
      button: "Demander ce travail",
    },
  },
};
