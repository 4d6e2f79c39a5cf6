import { familyNames } from "./family-names";
import { fill, type AdminLanguage } from "./texts";

/** A restore, as the server records it (the history, the publish status,
 * the dashboard's markers): the version taken back (0: the publish was no
 * restore) and the item's pointer ("" for the whole site). */
export interface Restored {
  restoredFrom?: number;
  restoredItem?: string;
}

/** What a restore did, in each back-office language. */
const texts: Record<AdminLanguage, { site: string; item: string }> = {
  en: { site: "Restored the whole site to version {n}", item: "Restored {item} to version {n}" },
  ar: { site: "استعادة الموقع كله إلى النسخة {n}", item: "استعادة {item} إلى النسخة {n}" },
  fr: { site: "Tout le site restauré à la version {n}", item: "Élément restauré à la version {n}\u00a0: {item}" },
  tr: { site: "Sitenin tamamı geri yüklendi (sürüm {n})", item: "{item} geri yüklendi (sürüm {n})" },
};

/** itemByKey names an item as the studio does when it has no title at
 * hand: its family's name, then its key ("Testimonials › khalid"). */
export function itemByKey(lang: AdminLanguage, pointer: string): string {
  const [family = "", key] = pointer.split("/").slice(1);
  const name = familyNames[lang][family] ?? family;
  return key === undefined ? name : `${name} › ${key}`;
}

/** restoredText says what a restore did in the reader's language ("Restored
 * Testimonials › Khalid to version 12"); "" for a publish that is no
 * restore. `name` names the item (the studio's titles where it has them). */
export function restoredText(lang: AdminLanguage, r: Restored, name: (pointer: string) => string = (p) => itemByKey(lang, p)): string {
  if (!r.restoredFrom) return "";
  const t = texts[lang];
  return r.restoredItem ? fill(t.item, { item: name(r.restoredItem), n: r.restoredFrom }) : fill(t.site, { n: r.restoredFrom });
}

/** publishSummary is what a publish says of itself: the summary typed, or
 * for a restore what it restored; a publish recorded before restores were
 * recorded keeps its summary as it was written. */
export function publishSummary(lang: AdminLanguage, v: Restored & { summary: string }, name?: (pointer: string) => string): string {
  return v.summary || restoredText(lang, v, name);
}
