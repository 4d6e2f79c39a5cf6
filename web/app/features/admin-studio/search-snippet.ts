/** What a search result and a shared link show of a page's own texts
 * (the pages family): how much of each fits, and the text cut as a
 * search engine or a chat app cuts it. The pure part of page-preview.tsx. */

/** About how many characters of each text a visitor sees before the cut:
 * a search result's title (about 600 px: some 60 characters) and its
 * description (some 155), and a share card's text (two lines of a chat
 * app's or a social network's card: some 110). The schema's limits are
 * higher (90, 320): these are advice, not rules. */
export const shownLength = { title: 60, description: 155, share: 110 } as const;

export type PreviewedText = keyof typeof shownLength;

/** length counts a text's characters as a reader does (a letter with its
 * accent, an emoji: one each). */
export function length(text: string): number {
  return [...new Intl.Segmenter().segment(text)].length;
}

/** cutAsShown gives text as a search engine shows it when longer than max
 * characters: cut at the last space before the limit (within the limit's
 * last third; else within the word), trailing punctuation dropped, and an
 * ellipsis. */
export function cutAsShown(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const letters = [...new Intl.Segmenter().segment(clean)].map((s) => s.segment);
  if (letters.length <= max) return clean;
  const head = letters.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  const cut = space >= (head.length * 2) / 3 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.!?،؛…\-–—|]+$/u, "")}…`;
}
