import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, hydrated, test } from "./fixtures";
import { siteBinary, startLeadSite, type LeadSite } from "./lead-site";

// Pages rendered by the binary itself (issue 20): a site of its own whose
// content is edited (site content export, edit, import) and published; the
// browser hydrates the published pages with no console error or hydration
// warning (the fixture fails the test on any), showing the edits.

const edits = {
  testimonial: "A testimonial edited for the published pages.",
  question: "سؤال عُدِّل للصفحات المنشورة؟",
  hero: "Un titre publié par le binaire",
  tenth: "Tenth project, published",
};

let site: LeadSite;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(1_500_000); // the first publish renders every page: minutes on a loaded machine
  site = await startLeadSite();
  const run = (...args: string[]) => execFileSync(siteBinary, [...args, "--database", site.database], { timeout: 1_400_000 }).toString("utf8");
  const doc = JSON.parse(run("content", "export"));
  doc.testimonials[0].text.en = edits.testimonial;
  doc.faq[0].question.ar = edits.question;
  doc.heroSlides[0].title.fr = edits.hero;
  const tenth = structuredClone(doc.projects[doc.projects.length - 1]);
  tenth.id = 10;
  for (const lang of ["en", "ar", "fr", "tr"]) tenth.title[lang] = `${edits.tenth} (${lang})`;
  doc.projects.push(tenth);
  const dir = mkdtempSync(join(tmpdir(), "site-e2e-content-"));
  const file = join(dir, "content.json");
  writeFileSync(file, JSON.stringify(doc));
  run("content", "import", file);
  rmSync(dir, { recursive: true, force: true });
  run("publish", "--summary", "e2e", "--base-url", site.url); // the server's: it is written into the pages
  // The server follows the live generation within about a second.
  await expect.poll(async () => (await fetch(`${site.url}/en/home`)).text(), { timeout: 15_000 }).toContain(edits.testimonial);
});

test.afterAll(async () => {
  await site?.stop();
});

const pages = [
  { path: "/en/home", lang: "en", text: edits.testimonial },
  { path: "/fr/home", lang: "fr", text: edits.hero },
  { path: "/ar/faq", lang: "ar", text: edits.question },
  { path: "/en/project/10", lang: "en", text: `${edits.tenth} (en)` },
  { path: "/a/ar/project/10", lang: "ar", text: `${edits.tenth} (ar)` },
  { path: "/tr/projects", lang: "tr", text: `${edits.tenth} (tr)` },
];

for (const { path, lang, text } of pages) {
  test(`${path} is the published page and hydrates cleanly`, async ({ page }) => {
    await page.goto(`${site.url}${path}`);
    await hydrated(page, lang);
    await expect(page.getByText(text).first()).toBeAttached();
  });
}

test("a client-side navigation reaches the tenth project through its .data", async ({ page }) => {
  await page.goto(`${site.url}/en/projects`);
  await hydrated(page, "en");
  await page.getByRole("link", { name: new RegExp(`${edits.tenth} \\(en\\)`) }).first().click();
  await expect(page).toHaveURL(/\/en\/project\/10$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${edits.tenth} (en)`);
});
