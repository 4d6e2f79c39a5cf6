/** Where the studio's content shows, and the clock sums the schedule
 * needs: the small, pure part of the preview and schedule screens. */

/** The pages each family shows on, the one a person most likely checks
 * first (what a page's render reads of the document, web/render/reads.js;
 * the services menu on every page is left out). */
const familyPages: Record<string, string[]> = {
  heroSlides: ["home"],
  announcement: ["home"],
  clientLogos: ["home"],
  testimonials: ["home", "about"],
  statistics: ["home", "about"],
  industries: ["home", "about"],
  whoWeAre: ["home", "about"],
  faq: ["faq", "home"],
  services: ["services", "home"],
  projects: ["projects", "home"],
  about: ["about"],
  studio: ["about"],
  booking: ["book"],
  privacy: ["privacy-policy"],
  terms: ["terms-of-usage"],
  calls: ["home", "about", "services"],
};

/** The pages a section's heading shows on, by the section's key. */
const sectionPages: Record<string, string[]> = {
  offerings: ["services"],
  studio: ["about"],
  consultation: ["contact"],
  "contact-options": ["contact"],
  testimonials: ["home", "about"],
  statistics: ["home", "about"],
  industries: ["home", "about"],
};

/** The pages whose heading (with its eyebrow and introduction) is the
 * pages family's: the others' headings are another family's (the about
 * page's, the booking page's), a slide's (home) or none (the legal pages
 * and the manage page show their own). Their items offer no heading. */
const headedPages = new Set(["projects", "faq", "services", "contact"]);

/** The only section that shows each of a section's lists: the consultation
 * form's ticked points, the contact page's cards. */
const listingSections: Record<string, string> = { points: "consultation", cards: "contact-options" };

/** offersField says whether an item's form offers to add an optional field
 * it lacks: a heading only on the pages that show the pages family's, a
 * section's points or cards only on the section that shows them. */
export function offersField(family: string, key: string | null, field: string): boolean {
  if (family === "sections" && listingSections[field]) return listingSections[field] === key;
  return family !== "pages" || !["eyebrow", "heading", "intro"].includes(field) || headedPages.has(key ?? "");
}

/** pagesOf lists the pages ("home", "project/10") an item of family shows
 * on, its own first: a project has its own page. */
export function pagesOf(family: string, key: string | null): string[] {
  // A page's own texts show on that page; a section's on the pages it is on.
  if (family === "pages" && key && key !== "book-manage") return [key];
  if (family === "sections" && key) return sectionPages[key] ?? ["home"];
  const pages = familyPages[family] ?? ["home"];
  return family === "projects" && key && key !== "new" ? [`project/${key}`, ...pages] : pages;
}

/** The object families that are a page of their own: the whole page is
 * the item, nothing on it to point at. */
const ownPages: Record<string, string> = { about: "about", booking: "book", privacy: "privacy-policy", terms: "terms-of-usage", services: "services" };

/** findOn lists the pages of pagesOf on which the preview looks for the
 * item, to scroll to it and mark it: not the item's own page (a project's,
 * an object family that is the page), where the item is the page. */
export function findOn(family: string, key: string | null): string[] {
  if (family === "pages") return []; // a page's own texts are the page's: its head, its heading
  return pagesOf(family, key).filter((p) => p !== `project/${key}` && ownPages[family] !== p);
}

/** previewURL is the preview endpoint for a page in a language. */
export function previewURL(page: string, lang: string): string {
  return `/api/admin/content/preview?path=${encodeURIComponent(`/${lang}/${page}`)}`;
}

/** zoneOffset is how far timeZone's wall clock is ahead of UTC at the
 * instant ms, in milliseconds. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - Math.floor(ms / 1000) * 1000;
}

/** zonedInstant turns a date ("2026-11-27") and a time ("09:30") on
 * timeZone's wall clock into the instant (RFC 3339, UTC) a schedule
 * sends; null when either is not a valid value. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!, +(t[3] ?? 0));
  if (Number.isNaN(wall)) return null;
  // The offset at the guessed instant, then again at the corrected one
  // (the two differ only across a change of clocks).
  let ms = wall - zoneOffset(wall, timeZone);
  ms = wall - zoneOffset(ms, timeZone);
  return new Date(ms).toISOString();
}

/** zonedNow is the date and time (to the minute) on timeZone's wall clock
 * at the instant ms: what the schedule's inputs start from. */
export function zonedNow(ms: number, timeZone: string): { date: string; time: string } {
  const local = new Date(ms + zoneOffset(ms, timeZone)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
