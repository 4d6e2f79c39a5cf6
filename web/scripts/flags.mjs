// Copies the flag of every country a testimonial may name (the flag enum of
// internal/content/schema.json: ISO 3166-1) from the flag-icons package into
// build/client/flags/{code}.svg, served as static files. Run by `npm run
// build` after the builds, before compress.mjs. The home page draws its own
// flags for the first countries (features/home/people-art.tsx) and shows
// these for any other, so a publish can name any country without a rebuild.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";

const schema = JSON.parse(readFileSync(new URL("../../internal/content/schema.json", import.meta.url), "utf8"));
const codes = schema.root.fields.testimonials.of.fields.flag.values;
const from = new URL("../node_modules/flag-icons/flags/4x3/", import.meta.url);
const into = new URL("../build/client/flags/", import.meta.url);
mkdirSync(into, { recursive: true });
for (const code of codes) copyFileSync(new URL(`${code}.svg`, from), new URL(`${code}.svg`, into));
console.log(`flags: ${codes.length} copied into build/client/flags`);
