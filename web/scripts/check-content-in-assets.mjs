// No content text in any browser file: what a visitor reads comes from the
// content document (internal/content/default.json) through route loaders,
// into each page's HTML and .data, never into a script or a stylesheet that
// every page loads and that a publish cannot change. Run by `npm run build`
// after `react-router build`: it reads every file under build/client/assets
// and fails, naming the string and the file, when one holds a string of the
// document long enough to mean something. (docs/decisions/0185)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A text worth looking for has at least this many characters and a space:
 * shorter strings and single words (ids, colours, paths, "Flutter") may well
 * be code, and an interface label may share a few words with content. */
export const MIN_LENGTH = 12;
/** A run of text between the tags of an HTML answer must be longer still. */
export const MIN_RUN_LENGTH = 24;

const meaningful = (s, min) => [...s].length >= min && /\s/.test(s);

/** contentStrings lists every string of the document worth looking for:
 * each text, and each long run of text between the tags of one; ids (the
 * values of "id") are code's to name. */
export function contentStrings(doc) {
  const found = new Set();
  const walk = (v, key) => {
    if (typeof v === "string") {
      if (key === "id") return;
      if (meaningful(v, MIN_LENGTH)) found.add(v);
      for (const run of v.split(/<[^>]*>/)) if (meaningful(run.trim(), MIN_RUN_LENGTH)) found.add(run.trim());
    } else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(doc);
  return [...found];
}

/** spellings are the ways a bundler may write s in a file: as it is, as a
 * JSON/JavaScript string's body, and with non-ASCII as \u escapes. */
function spellings(s) {
  const json = JSON.stringify(s).slice(1, -1);
  const ascii = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [...new Set([s, json, ascii, ascii.replace(/\\u([0-9a-f]{4})/g, (_, h) => `\\u${h.toUpperCase()}`)])];
}

/** leadRecordNames are the service names of internal/leads/schema.json:
 * the names the back office (and the server's mails) give a request's
 * service. They equal the content's names of the same services today, and
 * may stay in the back office's files only (docs/decisions/0255). */
export function leadRecordNames(leadSchema) {
  return new Set(leadSchema.services.flatMap((s) => Object.values(s.label)));
}

/** studioWordsCover lists the content strings that the studio's words
 * for the schema's choices (app/features/admin-studio/choice-names.json)
 * hold: an industry's or a statistic's name is also the word the studio
 * names its key by, and may stay in the back office's files only. */
export function studioWordsCover(doc, choiceNames) {
  const words = Object.values(choiceNames).flatMap((table) => Object.values(table));
  return new Set(contentStrings(doc).filter((s) => words.some((w) => w.includes(s))));
}

/** findContentInAssets returns "file: string" for every content string
 * found in a file of dir (compressed copies left out: they repeat a file);
 * backOffice: strings allowed in the back office's files (under admin/). */
export function findContentInAssets(doc, dir, backOffice = new Set()) {
  const strings = contentStrings(doc).map((s) => [s, spellings(s)]);
  const problems = [];
  // Recursive: the back office's files are under assets/admin/.
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (name.endsWith(".br") || name.endsWith(".gz") || statSync(join(dir, name)).isDirectory()) continue;
    const text = readFileSync(join(dir, name), "utf8");
    const inBackOffice = name.split(/[\\/]/)[0] === "admin";
    for (const [s, ways] of strings) {
      if (inBackOffice && backOffice.has(s)) continue;
      if (ways.some((w) => text.includes(w))) problems.push(`${name}: ${JSON.stringify(s)}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = fileURLToPath(new URL("..", import.meta.url));
  const doc = JSON.parse(readFileSync(join(web, "../internal/content/default.json"), "utf8"));
  const dir = join(web, process.env.SITE_BUILD_DIR ?? "build", "client/assets");
  const leadSchema = JSON.parse(readFileSync(join(web, "../internal/leads/schema.json"), "utf8"));
  const choiceNames = JSON.parse(readFileSync(join(web, "app/features/admin-studio/choice-names.json"), "utf8"));
  const problems = findContentInAssets(doc, dir, new Set([...leadRecordNames(leadSchema), ...studioWordsCover(doc, choiceNames)]));
  if (problems.length > 0) {
    console.error(`check-content-in-assets: content text in browser files (it belongs in the content document, read by a route loader):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`check-content-in-assets: none of ${contentStrings(doc).length} content strings is in ${dir}`);
}
