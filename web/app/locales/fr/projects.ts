import type { projects as enProjects } from "../en/projects";
import type { Shape } from "../messages";

export const projects: Shape<typeof enProjects> = {
  section: {
    moreProjects: "Plus de projets",
  },
  card: {
    requestWork: "Lancer un projet comme celui-ci",
    requestWorkAbout: " ({{project}})",
  },
  filter: {
    label: "Filtrer les projets par secteur",
    all: "Tous les secteurs",
    emptyTitle: "Aucun projet de ce secteur n’est encore présenté sur le site",
    emptyText: "Nous créons aussi des applications pour ce secteur. Parlez-nous du vôtre : nous vous répondons sous un jour ouvré.",
    emptyButton: "Demander un projet dans ce secteur",
  },
  detail: {
    client: "Client",
    need: "Le client et son besoin",
    challenge: "Le défi",
    built: "Ce que nous avons réalisé",
    results: "Résultats",
    testimonial: "La parole au client",
    quoted: "«\u202f{{quote}}\u202f»",
    gallery: "Écrans",
    technologies: "Technologies",
    duration: "Durée",
    completionDate: "Livré en",
    facts: "Le projet en bref",
    stores: "Télécharger l’application",
    appStore: "Télécharger dans l’App Store",
    googlePlay: "Disponible sur Google Play",
    order: "Commander un projet similaire sur WhatsApp",
    orderMessage: "Bonjour {{brand}}, je souhaite commander un projet semblable à « {{project}} ».",
    appImageAlt: "Écrans de l’application {{project}}",
    navigation: "Autres projets",
    previous: "Projet précédent",
    next: "Projet suivant",
    allProjects: "Tous les projets",
  },
};
