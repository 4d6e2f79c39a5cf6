import type { en } from "./en";

/** Messages is the shape every language must fill: the English texts' keys,
 * with any string in place of each English string, so a missing or extra
 * key in ar, fr or tr fails `tsc`. */
export type Messages = Shape<typeof en>;

type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : { readonly [K in keyof T]: Shape<T[K]> };
