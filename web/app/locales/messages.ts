import type { en } from "./en";
import type { common } from "./en/common";
import type { enEveryPage } from "./en/every-page";

/** Messages is the shape every language must fill: the English texts' keys,
 * with any string in place of each English string, so a missing or extra
 * key in ar, fr or tr fails `tsc`. */
export type Messages = Shape<typeof en>;

/** EveryPageMessages: the texts every page loads (the rest come with the
 * page that needs them). */
export type EveryPageMessages = Shape<typeof enEveryPage>;

/** CommonMessages: the shared layout's texts (nav, footer, contact, 404). */
export type CommonMessages = Shape<typeof common>;

/** Shape turns English texts into the type other languages must match. Use
 * it for each feature file: `export const home: Shape<typeof enHome> = …`. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { readonly [K in keyof T]: Shape<T[K]> };
