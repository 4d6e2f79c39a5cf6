/** Translation status people can act on, apart from React: which
 * languages' inputs the item form shows (all, or one on a phone), and what
 * an outdated language is shown of the language that moved ahead of it. */

import { getAt, isObj, written } from "./model";
import { plainText, type Change, type PendingItem } from "./pending";

/** LanguageView is the form's choice: every language's inputs ("all"), or
 * one language's (its code). */
export type LanguageView = string;

/** Where the browser keeps the choice. */
export const languageViewKey = "studio-language-view";

/** Under this width (Tailwind's sm) the form starts with one language. */
export const narrowWidth = 640;

/** defaultLanguageView: all the languages on a wide screen; on a narrow
 * one, the interface language when the content has it, else all. */
export function defaultLanguageView(width: number, ui: string, languages: readonly string[]): LanguageView {
  return width < narrowWidth && languages.includes(ui) ? ui : "all";
}

/** initialLanguageView is the choice the form opens with: the one this
 * browser remembers while it is still a choice, else the default. */
export function initialLanguageView(stored: string | null | undefined, width: number, ui: string, languages: readonly string[]): LanguageView {
  if (stored === "all" || (stored && languages.includes(stored))) return stored;
  return defaultLanguageView(width, ui, languages);
}

/** readLanguageView: the remembered choice (null without storage). */
export function readLanguageView(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageViewKey) ?? null;
  } catch {
    return null;
  }
}

/** rememberLanguageView keeps the choice for this browser's next item. */
export function rememberLanguageView(view: LanguageView): void {
  try {
    globalThis.localStorage?.setItem(languageViewKey, view);
  } catch {
    // Private modes may refuse storage: the choice lasts the page.
  }
}

/** shownLanguages are the languages whose inputs a text shows: every one,
 * or the chosen one, and any other whose input has a problem (a refused
 * save must show where). The others stay in the value, only not drawn. */
export function shownLanguages(view: LanguageView, languages: readonly string[], path = "", problems: Record<string, string> = {}): string[] {
  if (view === "all" || !languages.includes(view)) return [...languages];
  const keys = Object.keys(problems);
  return languages.filter((l) => l === view || keys.some((k) => k === `${path}.${l}` || k.startsWith(`${path}.${l}.`)));
}

/** hiddenCount: how many languages the view leaves out. */
export function hiddenCount(view: LanguageView, languages: readonly string[]): number {
  return view === "all" || !languages.includes(view) ? 0 : languages.length - 1;
}

/** aheadLanguages are the languages a text's outdated language is behind:
 * the others that are written and not outdated themselves (the ones whose
 * change outdated it, or that caught up with it since). */
export function aheadLanguages(text: unknown, lang: string, outdated: readonly string[] | undefined, languages: readonly string[]): string[] {
  return languages.filter((l) => l !== lang && !outdated?.includes(l) && isObj(text) && written(text[l]));
}

/** SourceChange is what an outdated language shows of the languages ahead
 * of it: their unpublished changes to the text (before: the live site,
 * after: the draft), or, when the change is already published (nothing
 * pending for the text in them), their text as it is now. */
export type SourceChange = { languages: string[]; changes: Change[] } | { languages: string[]; current: { language: string; text: string }[] };

/** sourceChange picks it for one language of one text (field: its path
 * inside the item) from the item as saved, the item's outdated marks and
 * its pending change (null: none, or not known). Null when no language is
 * ahead. */
export function sourceChange(field: string, lang: string, item: unknown, outdated: Record<string, string[]>, pending: PendingItem | null | undefined, languages: readonly string[]): SourceChange | null {
  const text = getAt(item, field);
  const ahead = aheadLanguages(text, lang, outdated[field], languages);
  if (ahead.length === 0) return null;
  const changes = (pending?.changes ?? []).filter((c) => c.field === field && ahead.includes(c.language));
  if (changes.length > 0) {
    // In the content's order of languages, as the form shows them.
    changes.sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language));
    return { languages: ahead.filter((l) => changes.some((c) => c.language === l)), changes };
  }
  return { languages: ahead, current: ahead.map((l) => ({ language: l, text: plainText(getAt(text, l)) })) };
}
