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

/** Web and mail addresses, which keep their characters as they are. */
const addresses = /((?:https?:\/\/|mailto:)[^\s<>"]+)/;

/** frenchTypography sets a French text as the public texts are: the
 * typographic apostrophe, a no-break space (U+00A0) before a colon and a
 * narrow one (U+202F) before ? ! ; », after « and between a number and %,
 * whatever space was typed there (a space a line may break at, or none).
 * Addresses are left as they are; a colon inside a word ("14:30") too.
 * The studio applies it to French texts on save. */
export function frenchTypography(text: string): string {
  return text
    .split(addresses)
    .map((part, i) => (i % 2 === 1 ? part : setPart(part)))
    .join("");
}

function setPart(text: string): string {
  return text
    .replace(/'/g, "\u2019")
    .replace(/(?<=\S)[ \u00a0\u202f]*([?!;])(?=\s|$|[»"”)\].,?!;])/gu, "\u202f$1")
    .replace(/(?<=\S)[ \u00a0\u202f]*:(?=\s|$)/gu, "\u00a0:")
    .replace(/«[ \u00a0\u202f]*/g, "«\u202f")
    .replace(/[ \u00a0\u202f]*»/g, "\u202f»")
    .replace(/(\d)[ \u00a0\u202f]*%/g, "$1\u202f%");
}

/** frenchTypographyInHTML applies frenchTypography to the text of markup,
 * never to its tags, attributes and character references ("&amp;" keeps
 * its semicolon); "&nbsp;" becomes the character it stands for. */
export function frenchTypographyInHTML(html: string): string {
  return html
    .replace(/&nbsp;/g, "\u00a0")
    .split(/(<[^>]*>|&#?[a-zA-Z0-9]+;)/)
    .map((part, i) => (i % 2 === 1 ? part : frenchTypography(part)))
    .join("");
}
