import type { faq as enFaq } from "../en/faq";
import type { Shape } from "../messages";

export const faq: Shape<typeof enFaq> = {
  eyebrow: "Questions et réponses",
  title: "FAQ",
  description: "Tout ce que nos clients demandent avant de lancer une application avec nous. Votre question n’y est pas ? Posez-la-nous sur WhatsApp.",
  question1: "Quels services proposez-vous ?",
  answer1:
    "Nous concevons et développons des <strong>applications mobiles iOS et Android</strong> et des applications web : développement sur mesure, applications pour boutiques et e-commerce, applications qui aident les organisations à gérer leur activité, et publication sur l’App Store et Google Play.",
  question2: "Comment demander une application ?",
  answer2:
    "Écrivez-nous sur WhatsApp, par e-mail ou via la demande de consultation de notre page contact. Décrivez votre idée en quelques lignes : nous revenons vers vous avec nos questions, une première estimation et la proposition d’un premier échange gratuit.",
  question3: "Concevez-vous aussi l’interface ?",
  answer3:
    "Oui. Nos designers conçoivent <strong>l’expérience utilisateur et l’interface</strong> de chaque écran, à l’image de votre marque, et vous validez des prototypes cliquables avant le début du développement.",
  question4: "Quelles sont les étapes de développement d’une application ?",
  answer4:
    "Chaque projet passe par cinq étapes :<ol><li><strong>Analyse de l’idée</strong> : objectifs, utilisateurs et fonctionnalités.</li><li><strong>Conception</strong> : parcours et interface.</li><li><strong>Développement</strong> : l’application, son tableau de bord et son serveur.</li><li><strong>Tests</strong> sur de vrais appareils.</li><li><strong>Livraison</strong> : publication dans les stores et remise du projet.</li></ol>",
  question5: "Assurez-vous le support technique après le lancement ?",
  answer5:
    "Oui. Chaque application bénéficie d’une période de <strong>support technique gratuit</strong> après son lancement pour corriger les problèmes et garantir son bon fonctionnement ; nous proposons ensuite des contrats de maintenance pour les mises à jour et les nouvelles fonctionnalités.",
  question6: "Combien de temps faut-il pour créer une application ?",
  answer6:
    "Cela dépend de sa taille : <strong>une application simple demande 1 à 3 semaines</strong>, <strong>une application complexe 1 à 2 mois</strong>. Vous recevez un planning avec des étapes claires avant le démarrage.",
  question7: "L’application peut-elle être adaptée à mes besoins ?",
  answer7:
    "Bien sûr. Nous construisons chaque application autour de votre activité : fonctionnalités, design, langues, moyens de paiement et rôles des utilisateurs sont <em>taillés pour vous</em>, et l’application peut évoluer plus tard.",
  question8: "Proposez-vous des services complémentaires ?",
  answer8:
    "Oui, notamment :<ul><li><strong>L’intégration d’API</strong> : passerelles de paiement, cartes, ERP et CRM.</li><li><strong>L’analyse de données</strong> et des rapports sur l’usage de votre application.</li><li>L’hébergement, l’optimisation pour les stores et la maintenance continue.</li></ul>",
};
