import type { about as enAbout } from "../en/about";
import type { Shape } from "../messages";

export const about: Shape<typeof enAbout> = {
  title: "À propos de Nuqta Studio",
  lead: "Nous sommes un studio d’applications au service des entreprises, des organisations et des associations. Depuis notre premier projet, nous sommes convaincus qu’une bonne application commence par l’écoute et que le lancement n’est qu’un début.",
  howEyebrow: "Notre méthode",
  howTitle: "Cinq étapes claires, de l’idée au lancement",
  howLead: "Vous savez toujours sur quoi nous travaillons, ce qui vient ensuite et quand vous le verrez.",
  steps: {
    analysis: {
      title: "Analyse de l’idée",
      text: "Nous étudions vos objectifs, vos utilisateurs et votre marché, puis définissons ensemble les fonctionnalités prioritaires de la première version.",
    },
    design: {
      title: "Conception",
      text: "Maquettes et prototype cliquable à tester sur votre téléphone avant la moindre ligne de code.",
    },
    development: {
      title: "Développement",
      text: "Nous avançons par cycles courts et partageons chaque semaine une version fonctionnelle pour recueillir vos retours.",
    },
    testing: {
      title: "Tests",
      text: "Tests automatisés et manuels sur de vrais appareils : performances, sécurité et accessibilité.",
    },
    delivery: {
      title: "Livraison",
      text: "Nous publions votre application sur les stores, vous remettons tout ce qui vous appartient et restons là pour le support et les mises à jour.",
    },
  },
  stepLabel: "Étape {{number}}",
};
