import type { booking as enBooking } from "../en/booking";
import type { Shape } from "../messages";

export const booking: Shape<typeof enBooking> = {
  booking: {
    zone: {
      label: "Votre fuseau horaire",
      shownIn: "Horaires affichés à l’heure de {{zone}}.",
      agency: "Nous sommes à l’heure de {{zone}} (il y est {{time}}).",
      search: "Cherchez une ville ou une région",
      none: "Aucun fuseau horaire ne correspond à «\u202f{{query}}\u202f».",
    },
    picker: {
      title: "Choisissez un créneau",
      loading: "Recherche des créneaux libres…",
      days: "Jours disponibles",
      daysHint: "Les flèches du clavier permettent de passer d’un jour à l’autre.",
      dayFree_one: "{{date}}, {{count}}\u00a0créneau libre",
      dayFree_many: "{{date}}, {{count}}\u00a0créneaux libres",
      dayFree_other: "{{date}}, {{count}}\u00a0créneaux libres",
      dayFull: "{{date}}, complet",
      times: "Créneaux libres le {{date}}",
      slot: "{{date}}, de {{time}} à {{end}}",
      chosen: "Votre appel\u00a0: {{date}}, {{time}}",
      length: "Appel de {{minutes}}\u00a0minutes",
      failed: "Impossible de charger les créneaux libres.",
      retry: "Réessayer",
    },
    form: {
      title: "Vos coordonnées",
      meetingBy: { label: "Comment préférez-vous échanger\u202f?", video: "Appel vidéo", phone: "Appel téléphonique" },
      submit: "Réserver l’appel",
      sending: "Réservation…",
    },
    errors: {
      start: "Choisissez un créneau libre ci-dessus.",
      slot_taken: "Ce créneau vient d’être réservé. Choisissez-en un autre parmi ceux, libres à l’instant, ci-dessous.",
      not_offered: "Ce créneau n’est plus proposé. Choisissez-en un autre parmi ceux, libres à l’instant, ci-dessous.",
      visitorZone: "Votre fuseau horaire n’a pas été reconnu\u00a0: choisissez-le dans la liste.",
      meetingBy: "Choisissez un appel vidéo ou un appel téléphonique.",
    },
    confirmation: {
      title: "Votre appel est réservé",
      when: "{{date}} à {{time}} ({{zone}})",
      video: "En visio\u00a0: le lien figure dans l’invitation.",
      phone: "Par téléphone\u00a0: nous vous appellerons au {{phone}}.",
      invitation:
        "Nous avons envoyé une invitation à {{email}}. Ajoutez-la à votre agenda\u00a0; elle contient aussi un lien pour déplacer ou annuler l’appel.",
      again: "Réserver un autre appel",
    },
    fallback: {
      noScript:
        "La réservation en ligne nécessite JavaScript. Envoyez-nous plutôt une demande, ou écrivez-nous sur WhatsApp\u00a0: nous trouverons un moment ensemble.",
      noSlots:
        "Aucun créneau n’est libre en ligne dans les semaines à venir. Envoyez-nous une demande, ou écrivez-nous sur WhatsApp\u00a0: nous trouverons un moment ensemble.",
      request: "Envoyer une demande",
      whatsapp: "Écrire sur WhatsApp",
      email: "Envoyer un e-mail",
    },
    manage: {
      title: "Votre appel",
      loading: "Ouverture de votre réservation…",
      statusBooked: "Réservé",
      statusCancelled: "Annulé",
      host: "Avec {{name}}",
      reschedule: "Choisir un autre créneau",
      rescheduleTitle: "Choisissez un nouveau créneau",
      confirmReschedule: "Déplacer l’appel à ce créneau",
      keep: "Garder le créneau actuel",
      cancel: "Annuler l’appel",
      confirmCancel: "Annuler cet appel\u202f? C’est définitif.",
      confirmCancelYes: "Oui, l’annuler",
      rescheduled: "Votre appel a été déplacé. Nous vous avons envoyé une invitation mise à jour.",
      cancelled: "Votre appel est annulé. Nous vous avons envoyé une annulation pour votre agenda.",
      changeBefore: "Vous pouvez le déplacer ou l’annuler ici jusqu’au {{date}}, {{time}}.",
      closed: {
        link_invalid: "Ce lien n’est pas valide. Il a peut-être été copié en partie seulement.",
        link_expired: "Ce lien a expiré\u00a0: l’appel a commencé ou est terminé.",
        past_cutoff: "L’appel est trop proche pour être modifié ici.",
        cancelled: "Cet appel est annulé.",
        missing: "Cette page s’ouvre depuis le lien de votre e-mail d’invitation.",
      },
      reachUs: "Écrivez-nous, nous nous en occupons\u00a0:",
      bookAgain: "Réserver un nouvel appel",
    },
    failure: {
      title: "Cela n’a pas fonctionné",
      network: "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez.",
      server: "Un problème est survenu de notre côté. Réessayez dans un instant.",
      rateLimited: "Trop de tentatives depuis votre connexion. Patientez quelques minutes.",
    },
  },
};
