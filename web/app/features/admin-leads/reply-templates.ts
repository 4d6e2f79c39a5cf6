import { common as ar } from "~/locales/ar/common";
import { common as en } from "~/locales/en/common";
import { common as fr } from "~/locales/fr/common";
import { common as tr } from "~/locales/tr/common";

/** Reply templates in the visitor's language: the team answers in the
 * language the request was written in, whatever the back office's own. */
export type VisitorLanguage = "en" | "ar" | "fr" | "tr";

interface Template {
  subject: (v: Vars) => string;
  body: (v: Vars) => string;
}

interface Vars {
  /** The visitor's full name, as they wrote it. */
  name: string;
  /** The requested service, in the visitor's language. */
  service: string;
  /** The requested service's value: "other" names no subject. */
  serviceValue?: string;
  /** The team member who answers. */
  sender: string;
}

/** The brand as each language's visitors read it (the public site's own
 * words: locales/<lang>/common.ts). */
const brands: Record<VisitorLanguage, string> = { en: en.meta.brand, ar: ar.meta.brand, fr: fr.meta.brand, tr: tr.meta.brand };

/** lowerFirst lets a label run inside a sentence ("about custom apps"),
 * leaving a leading acronym ("UI design") as it is. */
const lowerFirst = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLocaleLowerCase("en") + label.slice(1) : label);

/* Each template keeps one voice: the agency writes as "we" to the visitor
   as "you" (vous, siz), and signs as a person of the team. French and
   Turkish greet formally by the full name (Bonjour Sarah Jones, Sayın
   Ayşe Yılmaz: neither needs the visitor's gender); English and Arabic by
   the first name. */
const templates: Record<VisitorLanguage, Template> = {
  en: {
    subject: (v) => `Your consultation request: ${v.service}`,
    body: (v) =>
      `Hello ${firstName(v.name)},\n\n${v.serviceValue === "other" ? "Thank you for your request." : `Thank you for your request about ${lowerFirst(v.service)}.`} We would be glad to talk it through with you: when would suit you for a short call?\n\nBest regards,\n${v.sender}\n${brands.en}`,
  },
  ar: {
    subject: (v) => `طلب الاستشارة الخاص بك: ${v.service}`,
    body: (v) =>
      `مرحبًا ${firstName(v.name)}،\n\n${v.serviceValue === "other" ? "نشكرك على طلبك." : `نشكرك على طلبك بخصوص ${v.service}.`} يسعدنا أن نتحدث معك عنه: ما الوقت المناسب لك لمكالمة قصيرة؟\n\nمع أطيب التحيات،\n${v.sender}\n${brands.ar}`,
  },
  fr: {
    subject: (v) => `Votre demande de consultation\u00a0: ${v.service}`,
    body: (v) =>
      `Bonjour ${v.name.trim()},\n\n${v.serviceValue === "other" ? "Nous vous remercions de votre demande." : `Nous vous remercions de votre demande concernant «\u00a0${v.service}\u00a0».`} Nous serions heureux d’en parler avec vous\u00a0: quel moment vous conviendrait pour un court appel\u202f?\n\nBien cordialement,\n${v.sender}\n${brands.fr}`,
  },
  tr: {
    subject: (v) => `Danışmanlık talebiniz: ${v.service}`,
    body: (v) =>
      `Sayın ${v.name.trim()},\n\n${v.serviceValue === "other" ? "Talebiniz için teşekkür ederiz." : `“${v.service}” konusundaki talebiniz için teşekkür ederiz.`} Bunu sizinle konuşmaktan memnuniyet duyarız: kısa bir telefon görüşmesi için hangi zaman size uygun olur?\n\nSaygılarımızla,\n${v.sender}\n${brands.tr}`,
  },
};

export function isVisitorLanguage(lang: string): lang is VisitorLanguage {
  return lang in templates;
}

/** firstName keeps the first word of a full name, which reads naturally in a greeting. */
export function firstName(full: string): string {
  return full.trim().split(/\s+/)[0] ?? full;
}

export interface Reply {
  subject: string;
  body: string;
  mailto: string;
  /** wa.me link with the text, or "" when the request has no phone. */
  whatsapp: string;
}

/** mailtoHref links to an address with nothing of it read as the link's
 * own fields: "x?cc=…&body=…@example.com" would otherwise add a Cc and a
 * preset body. The "@" stays readable. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;
}

/** reply fills the template of the visitor's language (English for any other). */
export function reply(lang: string, vars: Vars, to: { email: string; whatsapp: string }): Reply {
  const template = templates[isVisitorLanguage(lang) ? lang : "en"];
  const subject = template.subject(vars);
  const body = template.body(vars);
  // mailto wants %20 for spaces (not "+"), hence encodeURIComponent.
  const mailto = `${mailtoHref(to.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const whatsapp = to.whatsapp ? `${to.whatsapp}?text=${encodeURIComponent(body)}` : "";
  return { subject, body, mailto, whatsapp };
}
