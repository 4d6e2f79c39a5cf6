import type { legal as enLegal } from "../en/legal";
import type { Shape } from "../messages";

export const legal: Shape<typeof enLegal> = {
  updated: "Dernière mise à jour : {{date}}",
  questions: "Une question sur cette page ? Écrivez-nous à",
  privacy: {
    intro:
      "Cette politique explique quelles informations ce site collecte, pourquoi, combien de temps nous les conservons et ce que vous pouvez nous demander. En bref : nous collectons le moins possible, nous n’utilisons ni cookies ni traceurs tiers et nous ne vendons jamais vos données.",
    sections: {
      collection: {
        title: "1. Données collectées",
        paragraphs: [
          "Lorsque vous envoyez une demande de consultation, nous recevons ce que vous saisissez dans le formulaire : votre nom, votre adresse e-mail, votre numéro de téléphone (si vous l’indiquez), votre entreprise, le service qui vous intéresse, votre moyen de contact préféré et votre message, ainsi que la page et la langue depuis lesquelles vous l’avez envoyée.",
          "Pour compter les visites, le site enregistre les pages consultées, les clics sur nos boutons, la profondeur de défilement et les parties de la page d’accueil qui ont été vues, avec la langue de la page, la langue préférée de votre navigateur, le type d’appareil (mobile, tablette ou ordinateur), une classe de taille d’écran (petit à très grand), la famille du navigateur, le site d’où vous venez (son nom seulement) et la campagne nommée dans le lien que vous avez suivi, le cas échéant (ses balises utm_source, utm_medium et utm_campaign). Il n’utilise pour cela aucun cookie et n’enregistre rien sur votre appareil.",
          "Votre adresse IP et l’identifiant de votre navigateur (User-Agent) ne servent qu’au moment de la visite, à calculer un code de visiteur anonyme qui change chaque jour grâce à une valeur aléatoire secrète ; ni l’adresse IP ni le User-Agent ne sont jamais enregistrés, et les journaux d’accès de notre serveur ne conservent aucune adresse IP.",
          "Lorsque vous envoyez une demande de consultation, elle est reliée à la visite dont elle vient ce jour-là : la page par laquelle vous êtes arrivé, le site d’où vous venez, la campagne, la langue et la version du site, le nombre de pages vues avant le formulaire et l’heure de votre première page vue ce jour-là. Ce lien est établi sans cookie, à partir du même code de visiteur quotidien que les statistiques, et il est conservé avec votre demande.",
          "Chaque lien WhatsApp du site ajoute une courte référence au message prérempli, par exemple « Ref K7Q3 ». Elle est tirée au hasard pour la page que vous consultez, gardée uniquement dans la mémoire de cette page (jamais dans un cookie ni sur votre appareil) et enregistrée avec le clic, avec la page, sa langue, sa version et la provenance de la visite, afin que nous sachions de quelle page part une conversation. Vous pouvez la supprimer du message avant de l’envoyer.",
        ],
      },
      usage: {
        title: "2. Utilisation",
        paragraphs: [
          "Nous utilisons votre demande de consultation uniquement pour y répondre : nous l’enregistrons, l’envoyons par e-mail à notre équipe et vous envoyons un e-mail confirmant sa réception. Nous ne vous inscrivons à aucune liste de diffusion.",
          "Nous n’utilisons les statistiques de visite que de façon agrégée, pour savoir quelles pages sont utiles et améliorer le site. Le code de visiteur quotidien ne peut pas être relié d’un jour à l’autre, même par nous, et les enregistrements bruts sont supprimés au bout de 400 jours. La visite reliée à une demande, et le clic derrière une référence WhatsApp, nous indiquent quelles pages, langues et campagnes nous amènent des clients ; la visite est conservée avec la demande et supprimée avec elle.",
        ],
      },
      sharing: {
        title: "3. Partage",
        paragraphs: [
          "Nous ne vendons, ne louons ni ne partageons vos données avec des annonceurs. Le site ne charge rien depuis d’autres sites : ni polices, ni scripts, ni traceurs tiers.",
          "WhatsApp, votre logiciel de messagerie et votre téléphone sont des services externes que vous choisissez d’ouvrir depuis nos boutons ; ce que vous y envoyez relève de leurs propres politiques de confidentialité. Notre fournisseur de messagerie achemine les e-mails concernant votre demande.",
        ],
      },
      protection: {
        title: "4. Protection",
        paragraphs: [
          "Le site n’est servi que par des connexions chiffrées (HTTPS). Les demandes et les statistiques sont conservées dans notre propre base de données, accessible à notre seule équipe.",
          "Nous conservons les demandes de consultation le temps nécessaire pour y répondre et assurer le suivi d’un projet, et les supprimons sur demande.",
        ],
      },
      rights: {
        title: "5. Vos droits",
        paragraphs: [
          "Vous pouvez à tout moment nous demander d’accéder aux données que nous détenons sur vous, de les mettre à jour si elles sont inexactes ou de les supprimer. Écrivez à {{email}} depuis l’adresse utilisée : nous répondons sous 30 jours.",
          "Comme les statistiques de visite ne contiennent ni nom, ni adresse, ni identifiant durable, nous ne pouvons pas les retrouver pour une personne : elles sont anonymes. La visite reliée à votre demande fait partie de votre demande : vous pouvez la consulter ou la faire supprimer avec elle.",
        ],
      },
      changes: {
        title: "6. Modifications de cette politique",
        paragraphs: [
          "Si nous modifions ce que nous collectons ou la façon dont nous l’utilisons, nous mettrons à jour cette page et sa date avant l’entrée en vigueur du changement. La version publiée ici est toujours la plus récente.",
        ],
      },
    },
  },
  terms: {
    intro: "Ces conditions régissent l’utilisation de ce site et des services de {{brand}}. Lisez-les attentivement : en utilisant le site, vous les acceptez.",
    sections: {
      accept: {
        title: "1. Acceptation des conditions",
        paragraphs: ["En visitant ou en utilisant ce site, vous acceptez ces conditions et notre politique de confidentialité. Si vous ne les acceptez pas, merci de ne pas utiliser le site."],
      },
      ownership: {
        title: "2. Droits de propriété",
        paragraphs: [
          "Le contenu de ce site — textes, maquettes, illustrations, logos et code — appartient à {{brand}} ou à ses clients et est protégé par le droit de la propriété intellectuelle. Vous ne pouvez pas le copier, le republier ni l’exploiter commercialement sans notre autorisation écrite.",
          "Les noms de projets et les captures d’écran sont présentés avec l’accord de nos clients et restent leur propriété.",
        ],
      },
      conduct: {
        title: "3. Comportement de l’utilisateur",
        paragraphs: [
          "Vous vous engagez à utiliser le site de façon licite et à ne pas le perturber, tenter d’y accéder sans autorisation, envoyer des demandes automatisées ou trompeuses, ni soumettre de contenu illicite ou portant atteinte aux droits d’autrui.",
        ],
      },
      termination: {
        title: "4. Interruption du service",
        paragraphs: [
          "Nous pouvons suspendre ou interrompre l’accès à tout ou partie du site à tout moment, notamment en cas d’abus ou pour maintenance. Les engagements relatifs à un projet sont régis par le contrat signé pour ce projet.",
        ],
      },
      liability: {
        title: "5. Limitation de responsabilité",
        paragraphs: [
          "Les informations de ce site sont fournies à titre général et peuvent changer sans préavis. Nous veillons à leur exactitude sans garantir qu’elles soient complètes ou toujours disponibles, et déclinons toute responsabilité pour les dommages résultant de leur utilisation, dans les limites permises par la loi.",
        ],
      },
      changes: {
        title: "6. Modifications des conditions",
        paragraphs: [
          "Nous pouvons mettre à jour ces conditions de temps à autre. La date en haut de cette page indique la dernière version ; continuer à utiliser le site après une modification vaut acceptation des conditions mises à jour.",
        ],
      },
    },
  },
};
