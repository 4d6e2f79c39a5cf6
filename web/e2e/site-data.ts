import { readFileSync } from "node:fs";
import { clientLogosIn } from "../app/content/clients";
import { projectIds } from "../app/content/projects/ids";
import { heroSlidesIn } from "../app/content/sections";
import { siteContent } from "../app/content/site-content";
import { testimonialsIn } from "../app/content/testimonials";
import { ar } from "../app/locales/ar/index";
import { en } from "../app/locales/en/index";
import { fr } from "../app/locales/fr/index";
import { tr } from "../app/locales/tr/index";

/** The site configuration and texts the tests check pages against. */
const config = JSON.parse(readFileSync(new URL("../app/config/site.json", import.meta.url), "utf8")) as {
  brand: string;
  languages: Record<"en" | "ar" | "fr" | "tr", { name: string; rtl?: boolean }>;
  pages: Record<string, object>;
  variants: Record<string, { prefix: string; whatsappMode: string }>;
};
export const site = {
  ...config,
  languages: Object.keys(config.languages) as Array<keyof typeof config.languages>,
  pages: Object.keys(config.pages),
  /** The projects of the default content document: each has its page. */
  projectIds: projectIds(),
};

export const messages = { en, ar, fr, tr };

/** The agency's contacts per variant in the default content document, with
 * the WhatsApp number's digits (wa.me's form). */
export const contacts = Object.fromEntries(siteContent().contacts.map((c) => [c.variant, { ...c, whatsappDigits: c.whatsapp.replace(/\D/g, "") }]));

/** Each language's name in itself (site.json), as the switchers show it. */
export const nativeNames = Object.fromEntries(Object.entries(config.languages).map(([lang, s]) => [lang, s.name])) as Record<Lang, string>;

/** The services and their names in every language (internal/leads/schema.json). */
const services = (
  JSON.parse(readFileSync(new URL("../../internal/leads/schema.json", import.meta.url), "utf8")) as {
    services: Array<{ value: string; label: Record<Lang, string> }>;
  }
).services;

export function serviceName(id: string, lang: Lang): string {
  const service = services.find((s) => s.value === id);
  if (!service) throw new Error(`no service ${id}`);
  return service.label[lang];
}
export type Lang = keyof typeof messages;

export const variantPrefixes = Object.values(site.variants).map((v) => v.prefix);

/** expectedTitle is a page's document title: its search title in the
 * content; a project page is titled with the project's name (pass its id);
 * a not-found view ("notFound", "projectNotFound") with its interface name. */
export function expectedTitle(lang: Lang, page: string, projectId?: number): string {
  const m = messages[lang];
  if (page === "project") return `${projectId === undefined ? m.pages.project : projectTitle(lang, projectId)} | ${m.meta.brand}`;
  const own = siteContent().pages.find((p) => p.id === page);
  return own ? own.title[lang] : `${m.pages[page as keyof typeof m.pages]} | ${m.meta.brand}`;
}

/** projectTitle is a project's name in a language. */
export function projectTitle(lang: Lang, id: number): string {
  const card = siteContent().projects.find((c) => c.id === id);
  if (!card) throw new Error(`no project ${id}`);
  return card.title[lang];
}

/** testimonial is a client's review in a language, from the default content. */
export function testimonial(lang: Lang, id: string) {
  const found = testimonialsIn(lang).find((t) => t.id === id);
  if (!found) throw new Error(`no testimonial ${id}`);
  return found;
}

/** clientName is a client's name (its logo's alternative text) in a language. */
export function clientName(lang: Lang, id: string): string {
  const found = clientLogosIn(lang).find((c) => c.id === id);
  if (!found) throw new Error(`no client ${id}`);
  return found.name;
}

/** heroSlide is a slide of the home page's hero in a language. */
export function heroSlide(lang: Lang, id: string) {
  const found = heroSlidesIn(lang).find((s) => s.id === id);
  if (!found) throw new Error(`no hero slide ${id}`);
  return found;
}
