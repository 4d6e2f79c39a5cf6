import type { contactPage as enContactPage } from "../en/contact-page";
import type { Shape } from "../messages";

export const contactPage: Shape<typeof enContactPage> = {
  whatsapp: {
    title: "Discussion WhatsApp",
    text: "Le moyen le plus rapide : envoyez un message et échangez directement avec notre équipe.",
  },
  email: {
    title: "E-mail",
    text: "Envoyez-nous votre idée, vos documents ou vos questions ; nous répondons à chaque e-mail.",
  },
  phone: {
    title: "Téléphone",
    text: "Vous préférez en parler ? Appelez-nous aux heures de bureau.",
  },
  meeting: {
    title: "Rendez-vous planifié",
    text: "Réservez un appel vidéo ou téléphonique gratuit avec notre équipe au moment qui vous arrange.",
    action: "Choisir un créneau",
  },
};
