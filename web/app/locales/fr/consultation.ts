import type { consultation as enConsultation } from "../en/consultation";
import type { Shape } from "../messages";

export const consultation: Shape<typeof enConsultation> = {
  consultation: {
    title: "Réservez votre consultation gratuite",
    intro:
      "Parlez-nous de votre idée. Sous un jour ouvré, nous revenons vers vous avec un avis franc, un premier plan et une prochaine étape claire, gratuitement et sans engagement.",
    points: {
      one: "Un échange avec l'équipe qui construirait votre application",
      two: "Une première estimation du délai et du budget",
      three: "Votre idée reste confidentielle",
    },
    whatsappPrompt: "Vous préférez discuter tout de suite ?",
    whatsappCta: "Écrivez-nous sur WhatsApp",
    optional: "facultatif",
    fields: {
      name: { label: "Votre nom" },
      email: { label: "E-mail", hint: "Nous vous répondrons à cette adresse." },
      phone: { label: "Téléphone", hint: "Avec l'indicatif du pays, par exemple +33\u00a01\u00a023\u00a045\u00a067\u00a089." },
      company: { label: "Entreprise ou organisation" },
      service: { label: "Service qui vous intéresse", placeholder: "Choisissez un service" },
      budget: { label: "Budget", placeholder: "Je préfère ne pas le préciser" },
      contactMethod: { label: "Comment souhaitez-vous être contacté ?" },
      meetingTime: {
        label: "Moment idéal pour l'échange",
        hint: "Les jours et heures qui vous conviennent, avec votre fuseau horaire.",
        placeholder: "ex. en semaine après 16 h, heure de Paris",
      },
      message: {
        label: "Votre projet",
        hint: "Que doit faire l'application, et pour qui ? Au moins {{min}} caractères.",
      },
      consent: {
        before: "J'accepte la ",
        link: "politique de confidentialité",
        summary: "Politique de confidentialité",
        after: " et d'être contacté au sujet de cette demande.",
      },
      website: { label: "Laissez ce champ vide" },
    },
    preset: { message: "Je souhaite un projet comme «\u202f{{project}}\u202f»." },
    newTab: "(s'ouvre dans un nouvel onglet)",
    submit: "Envoyer ma demande",
    sending: "Envoi en cours…",
    summary: { title: "Merci de vérifier les points suivants :", item: "{{label}}\u00a0: {{problem}}" },
    errors: {
      fallback: "Merci de vérifier ce champ.",
      name: {
        required: "Indiquez votre nom.",
        too_short: "Votre nom doit compter au moins {{min}} caractères.",
        too_long: "Votre nom peut compter au plus {{max}} caractères.",
        invalid: "Votre nom contient des caractères que nous ne pouvons pas accepter.",
      },
      email: {
        required: "Indiquez votre adresse e-mail.",
        too_long: "Cette adresse e-mail est trop longue : {{max}} caractères au plus.",
        invalid: "Indiquez une adresse e-mail valide, comme nom@entreprise.com.",
      },
      phone: { invalid: "Indiquez le numéro avec l'indicatif du pays, comme +33\u00a01\u00a023\u00a045\u00a067\u00a089, ou laissez le champ vide." },
      company: {
        too_long: "Le nom de l'entreprise doit compter moins de {{max}} caractères.",
        invalid: "Le nom de l'entreprise contient des caractères que nous ne pouvons pas accepter.",
      },
      service: { required: "Choisissez le service qui vous intéresse.", unknown: "Choisissez un service dans la liste." },
      budget: { unknown: "Choisissez un budget dans la liste." },
      contactMethod: {
        required: "Choisissez comment nous devons vous contacter.",
        unknown: "Choisissez un moyen de contact dans la liste.",
      },
      meetingTime: {
        too_long: "Le moment souhaité doit compter moins de {{max}} caractères.",
        invalid: "Le moment souhaité contient des caractères que nous ne pouvons pas accepter.",
      },
      message: {
        required: "Parlez-nous un peu de votre projet.",
        too_short: "Dites-nous-en un peu plus : au moins {{min}} caractères.",
        too_long: "Votre message peut compter au plus {{max}} caractères.",
        invalid: "Votre message contient des caractères que nous ne pouvons pas accepter.",
      },
      consent: {
        required: "Acceptez la politique de confidentialité pour que nous puissions utiliser vos coordonnées afin de vous répondre.",
      },
    },
    failure: {
      title: "Votre demande n'a pas pu être envoyée",
      network: "Impossible de joindre notre serveur. Vérifiez votre connexion et réessayez.",
      rateLimited: "Plusieurs demandes ont été envoyées depuis votre connexion en peu de temps. Patientez une minute, puis réessayez.",
      server: "Un problème est survenu de notre côté. Réessayez dans un instant.",
      kept: "Tout ce que vous avez saisi est toujours dans le formulaire.",
      whatsapp: "L'envoyer plutôt sur WhatsApp",
      whatsappGreeting: "Bonjour {{brand}}, je souhaite une consultation gratuite.",
      whatsappName: "Je m'appelle {{name}}.",
    },
    success: {
      title: "Merci, votre demande nous est bien parvenue",
      text: "Nous avons bien reçu votre demande concernant : {{service}}.",
      nextTitle: "Et maintenant ?",
      step1: "Notre équipe étudie votre demande et prépare quelques premières idées.",
      step2: "Sous un jour ouvré, nous vous contactons pour convenir de la suite, par le moyen choisi : {{method}}.",
      step3: "Une confirmation est en route vers {{email}}. Si vous ne la voyez pas, regardez dans vos courriers indésirables.",
      again: "Envoyer une autre demande",
    },
  },
};
