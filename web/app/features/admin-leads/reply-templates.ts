/** Reply templates in the visitor's language: the team answers in the
 * language the request was written in, whatever the back office's own. */
export type VisitorLanguage = "en" | "ar" | "fr" | "tr";

interface Template {
  subject: (v: Vars) => string;
  body: (v: Vars) => string;
}

interface Vars {
  /** The visitor's first name, as they wrote it. */
  name: string;
  /** The requested service, in the visitor's language. */
  service: string;
  brand: string;
  /** The team member who answers. */
  sender: string;
}

const templates: Record<VisitorLanguage, Template> = {
  en: {
    subject: (v) => `Your consultation request: ${v.service}`,
    body: (v) =>
      `Hello ${v.name},\n\nThank you for your request about ${v.service}. I would be glad to talk it through with you: when would suit you for a short call?\n\nBest regards,\n${v.sender}\n${v.brand}`,
  },
  ar: {
    subject: (v) => `طلب الاستشارة الخاص بك: ${v.service}`,
    body: (v) =>
      `مرحبًا ${v.name}،\n\nشكرًا لطلبك بخصوص ${v.service}. يسعدني أن نتحدث عنه معًا: ما الوقت المناسب لك لمكالمة قصيرة؟\n\nمع أطيب التحيات،\n${v.sender}\n${v.brand}`,
  },
  fr: {
    subject: (v) => `Votre demande de consultation : ${v.service}`,
    body: (v) =>
      `Bonjour ${v.name},\n\nMerci pour votre demande concernant « ${v.service} ». J’aimerais en parler avec vous : quel moment vous conviendrait pour un court appel ?\n\nBien cordialement,\n${v.sender}\n${v.brand}`,
  },
  tr: {
    subject: (v) => `Danışmanlık talebiniz: ${v.service}`,
    body: (v) =>
      `Merhaba ${v.name},\n\n“${v.service}” hakkındaki talebiniz için teşekkür ederim. Bunu sizinle konuşmaktan memnuniyet duyarım: kısa bir telefon görüşmesi için hangi zaman size uygun olur?\n\nSaygılarımla,\n${v.sender}\n${v.brand}`,
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
  const v = { ...vars, name: firstName(vars.name) };
  const subject = template.subject(v);
  const body = template.body(v);
  // mailto wants %20 for spaces (not "+"), hence encodeURIComponent.
  const mailto = `${mailtoHref(to.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  const whatsapp = to.whatsapp ? `${to.whatsapp}?text=${encodeURIComponent(body)}` : "";
  return { subject, body, mailto, whatsapp };
}
