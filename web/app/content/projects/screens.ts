import type { Localized, Screen } from "./types";

/** phoneScreen is a portrait screen of the app, 390 × 844 like a phone's
 * (public/images/projects/, drawn by scripts/draw-project-art.mjs). */
export function phoneScreen(id: number, name: "list" | "detail", alt: Localized): Screen {
  return { kind: "phone", src: `/images/projects/${id}-screen-${name}.svg`, width: 390, height: 844, alt };
}

/** webScreen is a landscape screen of the project's web app, 1440 × 900. */
export function webScreen(id: number, alt: Localized): Screen {
  return { kind: "web", src: `/images/projects/${id}-web.svg`, width: 1440, height: 900, alt };
}
