import type { Language, PageName } from "~/config/site";
import type { MediaMeta } from "~/components/ui/picture";
import type { Sector } from "./sectors";

/** The content document's TypeScript shape. Its rules (which fields, how
 * long, which ids) have one home, internal/content/schema.json, which the
 * Go server checks every imported document against; default.json beside it
 * is today's content. These types follow that schema for the loaders. */

/** Localized is one text in every language of the site. */
export type Localized = Readonly<Record<Language, string>>;

/** Figure is a result's number, formatted with the page's locale. */
export interface Figure {
  value: number;
  /** integer: 12,000; percent: 0.4 → 40 %; decimal (a rating): 4.8. */
  style: "integer" | "percent" | "decimal";
  /** "+" after the number: "more than". */
  plus?: boolean;
}

/** MediaRef is an uploaded picture where the content uses it: the asset,
 * and its alt text here in every language, or decorative for none. */
export type MediaRef =
  | { media: string; alt: Localized; decorative?: false }
  | { media: string; decorative: true; alt?: undefined };

/** Image is a picture field: a site path (drawn art) or an uploaded picture. */
export type Image = string | MediaRef;

/** Screen is one image of the gallery: a phone screen (portrait) or a web
 * screen (landscape), drawn in its device frame by the page. */
export interface Screen {
  kind: "phone" | "web";
  /** Drawn art (a site path), or an uploaded picture. */
  src: Image;
  width: number;
  height: number;
  alt: Localized;
}

/** CaseStudy is what the project's own page tells. */
export interface CaseStudy {
  client: Localized;
  need: Localized;
  challenge: Localized;
  features: readonly Localized[];
  results: readonly { figure: Figure; label: Localized }[];
  testimonial?: { quote: Localized; author: Localized; role: Localized };
  /** Store pages where the app is public. */
  stores: { appStore?: string; googlePlay?: string };
  screens: readonly Screen[];
  /** Each written as a native reader would (Google Maps → خرائط Google);
   * product names are the same in every language. */
  technologies: readonly Localized[];
  durationWeeks: number;
}

/** ProjectContent is one project: its card (what lists show) and its case
 * study. Its id is its page: /{lang}/project/{id}. */
export interface ProjectContent {
  id: number;
  sector: Sector;
  /** Month of completion, YYYY-MM, formatted per language with Intl. */
  completed: string;
  title: Localized;
  summary: Localized;
  /** The card's background and the app's picture: drawn art (a site path)
   * or uploaded pictures; without an app picture, the card shows the first
   * screen of the case study. */
  images: { background?: Image; app?: Image };
  study: CaseStudy;
}

/** FaqId names a question (a slug the agency chooses in the studio); the
 * first questions' ids pick their own icons, any other a generic one. */
export type FaqId = string;

/** FaqContent is a question and its answer, simple HTML (lib/sanitize-html.ts). */
export interface FaqContent {
  id: FaqId;
  question: Localized;
  answer: Localized;
}

/** FlagCode is a country's ISO 3166-1 alpha-2 code, lower case ("qa"). */
export type FlagCode = string;

/** Avatar is the drawn portrait's colours. */
export interface Avatar {
  skin: string;
  hair: string;
  background: string;
  scarf?: boolean;
}

/** TestimonialContent is a client's review; every one shows 5 stars. */
export interface TestimonialContent {
  id: string;
  flag: FlagCode;
  avatar: Avatar;
  /** An uploaded photo of the reviewer, shown instead of the drawn avatar. */
  photo?: Image;
  name: Localized;
  role: Localized;
  company: Localized;
  country: Localized;
  text: Localized;
}

/** ClientLogoContent is a client's logo (drawn art or an uploaded picture)
 * and its name, the logo's alternative text unless the picture has its own. */
export interface ClientLogoContent {
  id: string;
  logo: Image;
  name: Localized;
}

/** IndustryId names an industry; it picks the industry's icon. */
export type IndustryId =
  | "healthcare"
  | "travel"
  | "delivery"
  | "ecommerce"
  | "restaurants"
  | "payments"
  | "iot"
  | "elearning"
  | "banking"
  | "social"
  | "servers"
  | "realEstate";

export interface IndustryContent {
  id: IndustryId;
  name: Localized;
}

/** HeroSlideContent is a slide of the home page's hero: its id picks its
 * icon, from and to colour its artwork. */
export interface HeroSlideContent {
  id: "business" | "ecommerce" | "management" | "realEstate" | "nonprofit" | "custom";
  from: string;
  to: string;
  /** An uploaded full-width picture behind the slide (darkened under the text). */
  background?: Image;
  title: Localized;
  text: Localized;
}

/** TitledText is a card's title and text; its id picks its icon. */
export interface TitledText<Id extends string> {
  id: Id;
  title: Localized;
  text: Localized;
}

/** WhoWeAreContent introduces the team (home, and the about page's opening). */
export interface WhoWeAreContent {
  eyebrow: Localized;
  title: Localized;
  lead: Localized;
  /** The link to the consultation form under the call, when the call leads elsewhere. */
  formLink: Localized;
  features: readonly TitledText<"team" | "quality" | "support">[];
}

/** AnnouncementContent is the home page's offer line above the header:
 * a short form for phones and the full one (its link's label is interface
 * text, in locales). */
export interface AnnouncementContent {
  short: Localized;
  text: Localized;
}

/** AboutContent is the about page's own: its heading and how we work. */
export interface AboutContent {
  title: Localized;
  lead: Localized;
  howEyebrow: Localized;
  howTitle: Localized;
  howLead: Localized;
  steps: readonly TitledText<"analysis" | "design" | "development" | "testing" | "delivery">[];
}

/** StudioContent is who and where the studio is, for the about page: each
 * part empty (no people) or absent until the agency fills it in, and not
 * shown while it is. */
export interface StudioContent {
  people: readonly { name: Localized; role: Localized }[];
  city?: Localized;
  /** The registered company: its name and number are written as registered, in every language. */
  legal?: { name: string; registration?: string };
}

/** Plural is a text whose wording follows a number: in each language,
 * one form per plural category of that language (Intl.PluralRules' names;
 * schema.json's plurals lists them). */
export type Plural = Readonly<Record<Language, Readonly<Partial<Record<Intl.LDMLPluralRule, string>>>>>;

/** StatisticId names a counter of the home page; it picks its icon. */
export type StatisticId = "collaborations" | "downloads" | "reviews" | "publishedApps";

/** StatisticContent is a counter: its number and its label's plural forms. */
export interface StatisticContent {
  id: StatisticId;
  value: number;
  label: Plural;
}

/** ServicesContent: the services' names (ids are the consultation form's
 * values, internal/leads/schema.json), the service cards' texts by sector
 * and the services page's offerings' texts by service. */
export interface ServicesContent {
  names: readonly { id: string; name: Localized }[];
  cards: readonly { id: Sector; text: Localized }[];
  /** Each offer with its call to action: a label and where it leads. */
  offerings: readonly { id: string; text: Localized; label: Localized; target: CallTarget }[];
}

/** LegalContent is the privacy policy or the terms: when they last changed
 * (YYYY-MM), an intro and titled sections whose bodies are simple HTML
 * (lib/sanitize-html.ts). {{brand}} and {{email}} stand for the
 * brand and the variant's e-mail address. */
export interface LegalContent {
  updated: string;
  intro: Localized;
  sections: readonly { id: string; title: Localized; body: Localized }[];
}

/** ContactContent is how visitors reach the agency on one variant of
 * site.json: its address and international numbers as written. */
export interface ContactContent {
  variant: string;
  email: string;
  phone: string;
  whatsapp: string;
}

/** PageId names a page with its own texts in the pages family: every page
 * of site.json, and the booking's manage page, which is reached from a
 * mail's link only and so is no page of the sitemap. */
export type PageId = PageName | "book-manage";

/** PageContent is what a page says of itself: its search title, meta
 * description and share-preview text, and its eyebrow (the short line
 * above), heading and introduction where it has them. */
export interface PageContent {
  id: PageId;
  title: Localized;
  description: Localized;
  share: Localized;
  eyebrow?: Localized;
  heading?: Localized;
  intro?: Localized;
}

/** SectionId names a section whose heading is content but which is no
 * page of its own (the home page's, the services page's offerings, the
 * about page's studio, the consultation form, a project page's closing
 * call, the contact page's ways to reach us). */
export type SectionId = "hero" | "services" | "clients" | "testimonials" | "statistics" | "industries" | "offerings" | "studio" | "consultation" | "project-cta" | "contact-options";

/** ContactCardId names a way to reach the agency that the contact page
 * shows as a card. */
export type ContactCardId = "whatsapp" | "email" | "phone" | "meeting";

/** SectionContent is a section's heading, with the eyebrow above it and
 * the introduction under it where the section has them, and what some
 * sections list under it: the consultation form's ticked points, the
 * contact page's cards (one per way to reach the agency). */
export interface SectionContent {
  id: SectionId;
  eyebrow?: Localized;
  heading: Localized;
  intro?: Localized;
  points?: readonly { id: string; text: Localized }[];
  cards?: readonly TitledText<ContactCardId>[];
}

/** CallId names a call to action whose label and target the agency chooses. */
export type CallId = "hero" | "who-we-are" | "project" | "service-card";

/** CallTarget is where a call to action leads: the consultation form, the
 * booking page, a WhatsApp chat or an e-mail. */
export type CallTarget = "form" | "booking" | "whatsapp" | "email";

/** CallContent is a call to action: its label and where it leads. */
export interface CallContent {
  id: CallId;
  label: Localized;
  target: CallTarget;
}

/** BookingContent is the booking page's own words: its heading, the
 * introduction and what the call is like. */
export interface BookingContent {
  title: Localized;
  intro: Localized;
  expectTitle: Localized;
  expect: readonly { id: string; text: Localized }[];
}

/** SiteContent is the whole document. */
export interface SiteContent {
  contacts: readonly ContactContent[];
  pages: readonly PageContent[];
  /** The footer's tagline under the logo. */
  footer: { tagline: Localized };
  sections: readonly SectionContent[];
  calls: readonly CallContent[];
  heroSlides: readonly HeroSlideContent[];
  projects: readonly ProjectContent[];
  faq: readonly FaqContent[];
  clientLogos: readonly ClientLogoContent[];
  industries: readonly IndustryContent[];
  testimonials: readonly TestimonialContent[];
  whoWeAre: WhoWeAreContent;
  announcement: AnnouncementContent;
  studio: StudioContent;
  about: AboutContent;
  booking: BookingContent;
  statistics: readonly StatisticContent[];
  services: ServicesContent;
  privacy: LegalContent;
  terms: LegalContent;
  /** What the pages need of each uploaded picture the document refers to
   * and that is ready, by asset id: set by the server when it publishes
   * (content.WithMedia), absent from the default document. */
  media?: Readonly<Record<string, MediaMeta>>;
}
