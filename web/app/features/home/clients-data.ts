import bayan from "./logos/client-logo-bayan.svg";
import maskan from "./logos/client-logo-maskan.svg";
import noor from "./logos/client-logo-noor.svg";
import qafilah from "./logos/client-logo-qafilah.svg";
import rawaa from "./logos/client-logo-rawaa.svg";
import sahm from "./logos/client-logo-sahm.svg";
import sanad from "./logos/client-logo-sanad.svg";
import wahaj from "./logos/client-logo-wahaj.svg";

/** A client logo: the image and the key of its localised name
 * (home.clients.logos.{key}), used as its alternative text. */
export interface ClientLogo {
  key: "sanad" | "wahaj" | "noor" | "maskan" | "qafilah" | "bayan" | "rawaa" | "sahm";
  src: string;
}

export const clientLogos: readonly ClientLogo[] = [
  { key: "sanad", src: sanad },
  { key: "wahaj", src: wahaj },
  { key: "noor", src: noor },
  { key: "maskan", src: maskan },
  { key: "qafilah", src: qafilah },
  { key: "bayan", src: bayan },
  { key: "rawaa", src: rawaa },
  { key: "sahm", src: sahm },
];

export type FlagCode = "sa" | "ae" | "eg" | "tr" | "fr" | "kw";

/** A testimonial: texts in home.clients.testimonials.{key}; the flag of the
 * country and the colours of the drawn avatar. Every one shows 5 stars. */
export interface Testimonial {
  key: "khalid" | "sara" | "omar" | "fatma" | "claire" | "yousef";
  flag: FlagCode;
  avatar: { skin: string; hair: string; background: string; scarf?: boolean };
}

export const testimonials: readonly Testimonial[] = [
  { key: "khalid", flag: "sa", avatar: { skin: "#c58c5c", hair: "#ffffff", background: "#c7d2fe" } },
  { key: "sara", flag: "ae", avatar: { skin: "#e0ac7e", hair: "#3b2416", background: "#fbcfe8", scarf: true } },
  { key: "omar", flag: "eg", avatar: { skin: "#a86b43", hair: "#1f1308", background: "#bae6fd" } },
  { key: "fatma", flag: "tr", avatar: { skin: "#f1c9a5", hair: "#6b3f1d", background: "#fde68a" } },
  { key: "claire", flag: "fr", avatar: { skin: "#f6d5bd", hair: "#a16207", background: "#bbf7d0" } },
  { key: "yousef", flag: "kw", avatar: { skin: "#b97a4e", hair: "#ffffff", background: "#ddd6fe" } },
];
