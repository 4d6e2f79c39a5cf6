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

/** The plural categories of CLDR; a language uses some of them (English
 * one and other, Arabic all six). */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/** Shape turns English texts into the type other languages must match. Use
 * it for each feature file: `export const home: Shape<typeof enHome> = …`.
 * A counted text (English `x_one` and `x_other`, read by i18next with a
 * `count`) takes the plural forms its own language needs: `x_two` in
 * Arabic, `x_many` in French; messages.test.ts checks each language has
 * exactly its own. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { readonly [K in keyof T as K extends `${string}_${PluralCategory}` ? never : K]: Shape<T[K]> } & {
        readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
      };
