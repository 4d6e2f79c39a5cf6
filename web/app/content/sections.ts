import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import { type UploadedPicture, uploadedPictureIn } from "./uploaded-picture";
import type { CallId, CallTarget, ContactCardId, HeroSlideContent, Localized, SectionId, TitledText } from "./types";

/** The home and about pages' sections, in one language, for their loaders. */

export interface HeroSlideText {
  id: HeroSlideContent["id"];
  from: string;
  to: string;
  title: string;
  text: string;
  background?: UploadedPicture;
}

export function heroSlidesIn(lang: Language): HeroSlideText[] {
  return siteContent().heroSlides.map((s) => {
    const background = uploadedPictureIn(s.background, lang);
    return { id: s.id, from: s.from, to: s.to, title: s.title[lang], text: s.text[lang], ...(background && { background }) };
  });
}

/** CardText is a titled card in one language. */
export interface CardText<Id extends string> {
  id: Id;
  title: string;
  text: string;
}

const cardIn = <Id extends string>(card: TitledText<Id>, lang: Language): CardText<Id> => ({ id: card.id, title: card.title[lang], text: card.text[lang] });
const pick = (text: Localized, lang: Language) => text[lang];

export type WhoWeAreText = ReturnType<typeof whoWeAreIn>;

export function whoWeAreIn(lang: Language) {
  const w = siteContent().whoWeAre;
  return { eyebrow: pick(w.eyebrow, lang), title: pick(w.title, lang), lead: pick(w.lead, lang), formLink: pick(w.formLink, lang), features: w.features.map((f) => cardIn(f, lang)) };
}

export type AboutText = ReturnType<typeof aboutIn>;

export function aboutIn(lang: Language) {
  const a = siteContent().about;
  return {
    title: pick(a.title, lang),
    lead: pick(a.lead, lang),
    howEyebrow: pick(a.howEyebrow, lang),
    howTitle: pick(a.howTitle, lang),
    howLead: pick(a.howLead, lang),
    steps: a.steps.map((s) => cardIn(s, lang)),
  };
}

/** AnnouncementText is the announcement bar in one language (the home
 * page's loader gives it; the layout's navigation bar shows it). */
export type AnnouncementText = ReturnType<typeof announcementIn>;

export function announcementIn(lang: Language) {
  const a = siteContent().announcement;
  return { short: pick(a.short, lang), text: pick(a.text, lang) };
}

/** StudioText is who and where the studio is, in one language (the about
 * page's loader gives it): null when the agency has filled in nothing. */
export type StudioText = ReturnType<typeof studioIn>;

export function studioIn(lang: Language) {
  const s = siteContent().studio;
  const studio = {
    people: s.people.map((p) => ({ name: pick(p.name, lang), role: pick(p.role, lang) })),
    city: s.city ? pick(s.city, lang) : null,
    legal: s.legal ? { name: s.legal.name, registration: s.legal.registration ?? null } : null,
  };
  return studio.people.length || studio.city || studio.legal ? studio : null;
}

/** BookingText is the booking page's own words in one language (its loader gives them). */
export type BookingText = ReturnType<typeof bookingIn>;

export function bookingIn(lang: Language) {
  const b = siteContent().booking;
  return { title: pick(b.title, lang), intro: pick(b.intro, lang), expectTitle: pick(b.expectTitle, lang), expect: b.expect.map((e) => pick(e.text, lang)) };
}

/** SectionText is a section's heading in one language, with its eyebrow
 * and introduction where it has them, and the points or cards it lists
 * (the consultation form's, the contact page's ways to reach us). */
export interface SectionText {
  eyebrow?: string;
  heading: string;
  intro?: string;
  points?: string[];
  cards?: CardText<ContactCardId>[];
}

/** sectionIn gives a section's heading, eyebrow and introduction in lang,
 * with its points and cards where it has them. */
export function sectionIn(id: SectionId, lang: Language): SectionText {
  const s = siteContent().sections.find((x) => x.id === id);
  if (!s) throw new Error(`content: no heading for the section ${id}`); // schema.json requires each one
  return {
    ...(s.eyebrow && { eyebrow: s.eyebrow[lang] }),
    heading: s.heading[lang],
    ...(s.intro && { intro: s.intro[lang] }),
    ...(s.points && { points: s.points.map((p) => p.text[lang]) }),
    ...(s.cards && { cards: s.cards.map((c) => cardIn(c, lang)) }),
  };
}

/** CallText is a call to action in one language: its label and target. */
export interface CallText {
  label: string;
  target: CallTarget;
}

/** callIn gives a call to action's label in lang and its target. */
export function callIn(id: CallId, lang: Language): CallText {
  const c = siteContent().calls.find((x) => x.id === id);
  if (!c) throw new Error(`content: no call to action ${id}`); // schema.json requires each one
  return { label: c.label[lang], target: c.target };
}
