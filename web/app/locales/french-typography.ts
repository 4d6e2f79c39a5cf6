/** The rules of French typography a reader notices at once, as patterns: a
 * no-break space (narrow U+202F, or U+00A0 before a colon) before ? ! ; :
 * and », after «, and between a number and % — never a space a line may
 * break at, and never none. */
const rules: readonly [RegExp, string][] = [
  [/(?<![\u202f\u00a0])[?!;]/, "a no-break space before ? ! or ;"],
  [/(?<![\u202f\u00a0]):(?!\/\/)/, "a no-break space before :"],
  [/«(?![\u202f\u00a0])/, "a no-break space after «"],
  [/(?<![\u202f\u00a0])»/, "a no-break space before »"],
  [/\d[ \t\n]*%/, "a no-break space between a number and %"],
];

/** frenchTypographyProblems lists what a French text lacks (empty when it is
 * set right). messages.test.ts runs it over every French string; project
 * content kept elsewhere can run it too. */
export function frenchTypographyProblems(text: string): string[] {
  return rules.filter(([re]) => re.test(text)).map(([, problem]) => problem);
}
