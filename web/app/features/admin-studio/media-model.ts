import { isObj } from "./model";

/** What a picture field becomes when a picture of the library is picked
 * (the uploaded form of an image field, docs/admin-api.md): the new asset,
 * keeping what the team already said of the field: its alt texts (those
 * typed win over the library's own alt) or that it is decorative. A site
 * path (drawn art) had no alt: the library's, if any, is the start. */
export function picked(current: unknown, asset: { id: string; alt?: Record<string, string> }, languages: string[]): Record<string, unknown> {
  if (isObj(current) && current.decorative === true) return { media: asset.id, decorative: true };
  const typed = isObj(current) && isObj(current.alt) ? (current.alt as Record<string, unknown>) : {};
  const alt: Record<string, string> = {};
  for (const lang of languages) {
    const own = typed[lang];
    const library = asset.alt?.[lang];
    if (typeof own === "string" && own !== "") alt[lang] = own;
    else if (typeof library === "string" && library !== "") alt[lang] = library;
  }
  return { media: asset.id, alt };
}

/** Crop is one way a page draws a picture field: cropped to an aspect ratio
 * (width / height) around the focal point, round, or fitted whole in a box. */
export interface Crop {
  name: "phone" | "desktop" | "avatar" | "logo";
  aspect: number;
  round?: boolean;
  /** Fitted whole (object-fit: contain) rather than cropped. */
  contain?: boolean;
}

/** cropsFor lists how the public pages draw the image field named field
 * (its last path segment), as the components that draw it say:
 * - `background` (hero slides): `<Picture fill>` behind the whole hero,
 *   whose box measured 390 × 609 on a phone and 1366 × 752 on a desktop
 *   (/en/home with the default content, 2026-11-26; Arabic's phone box is
 *   561 high): its height follows the text, so these are typical;
 * - `photo` (testimonials): `<Picture aspect={1}>`, a 56-pixel circle;
 * - `logo` (client logos): fitted whole in a 160 × 48 box;
 * - `src` (case-study screens) and anything else: shown whole, no crop.
 * Keep in step with hero-carousel.tsx, testimonial-content.tsx and
 * logo-marquee.tsx. */
export function cropsFor(field: string): Crop[] {
  switch (field) {
    case "background":
      return [
        { name: "phone", aspect: 390 / 609 },
        { name: "desktop", aspect: 1366 / 752 },
      ];
    case "photo":
      return [{ name: "avatar", aspect: 1, round: true }];
    case "logo":
      return [{ name: "logo", aspect: 160 / 48, contain: true }];
    default:
      return [];
  }
}

/** objectPosition is the CSS the public Picture gives a cropped picture
 * (picture.tsx): the focal point in percent, to a tenth. */
export function objectPosition(focal: [number, number]): string {
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${pct(focal[0])} ${pct(focal[1])}`;
}

/** moved is the focal point after an arrow key: a step of 5 % (1 % with
 * Shift), kept inside the picture. x runs left to right whatever the
 * interface's direction, as object-position does. */
export function moved(focal: [number, number], key: string, fine: boolean): [number, number] | null {
  const step = fine ? 0.01 : 0.05;
  const d: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const by = d[key];
  if (!by) return null;
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));
  return [clamp(focal[0] + by[0]), clamp(focal[1] + by[1])];
}
