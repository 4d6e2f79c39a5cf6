declare global {
  /** Set by the Go renderer's prelude (web/render/reads.js): distinct
   * values noted as one read of the content document. */
  var __distinct: (<T>(list: readonly T[], field: keyof T) => unknown[]) | undefined;
}

/** distinctValues lists the distinct values of field over the items of
 * list, sorted. In a publish it is one read of the document, so a page that
 * needs only which values occur is not rendered again when an item is
 * added with a value already there (docs/decisions/0370). */
export function distinctValues<T, K extends keyof T>(list: readonly T[], field: K): T[K][] {
  if (globalThis.__distinct) return globalThis.__distinct(list, field) as T[K][];
  return [...new Set(list.map((item) => item[field]).filter((v) => v !== undefined))].sort();
}
