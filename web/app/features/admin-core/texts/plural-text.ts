/** A counted text's forms by the language's plural category (Intl's
 * rules): "other" always, the others where the language has them. Apart
 * from texts.tsx so that the texts it loads need not import it back. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
