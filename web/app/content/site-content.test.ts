import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_COUNT } from "~/config/constants";
import { languages } from "~/config/site";
import { frenchTypographyProblems } from "~/locales/french-typography";
import { projectsIn } from "./projects/cards";
import { projectIds } from "./projects/ids";
import { clientLogosIn } from "./clients";
import { caseStudyIn } from "./projects/case-studies";
import { heroSlidesIn } from "./sections";
import { testimonialsIn } from "./testimonials";
import { isSector } from "./sectors";
import { siteContent } from "./site-content";
import type { SiteContent } from "./types";

/** problems lists, by path, every text that is missing or empty in a
 * language, and every French text a native typesetter would correct; a
 * plural text by its categories (a language without one gives its other). */
function problems(value: unknown, path: string): string[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value as Record<string, unknown>);
  const isLocalized = entries.some(([key]) => (languages as readonly string[]).includes(key));
  if (!isLocalized) return entries.flatMap(([key, v]) => problems(v, `${path}.${key}`));
  const found: string[] = [];
  // A plural text (statistics' labels): each language's forms are checked alike.
  const forms = Object.values(value as Record<string, unknown>).filter((v) => v !== null && typeof v === "object") as Record<string, unknown>[];
  for (const category of new Set(forms.flatMap((f) => Object.keys(f)))) {
    const byLanguage = Object.fromEntries(entries.map(([lang, f]) => [lang, (f as Record<string, unknown>)[category] ?? (f as Record<string, unknown>).other]));
    found.push(...problems(byLanguage, `${path}.${category}`));
  }
  if (forms.length > 0) return found;
  for (const lang of languages) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text !== "string" || text.trim() === "") found.push(`${path}: no ${lang} text`);
  }
  const fr = (value as Record<string, unknown>).fr;
  if (typeof fr === "string") for (const problem of frenchTypographyProblems(fr)) found.push(`${path}.fr: ${problem}: ${fr}`);
  for (const lang of ["en", "fr", "tr"] as const) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text === "string" && /\w'\w/.test(text)) found.push(`${path}.${lang}: a straight apostrophe: ${text}`);
  }
  return found;
}

describe("the default content document", () => {
  const doc = siteContent();

  it("has the site's projects, each with its card and case study", () => {
    expect(doc.projects).toHaveLength(PROJECT_COUNT);
    expect(projectIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("has every text in every language, in French as a typesetter would set it", () => {
    expect(problems(doc, "content")).toEqual([]);
  });

  it.each(doc.projects.map((p) => [p.id, p] as const))("project %i has every field of a case study", (_, project) => {
    const study = project.study;
    expect(isSector(project.sector), `sector ${project.sector}`).toBe(true);
    expect(project.completed).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    for (const src of [project.images.background, project.images.app]) expect(typeof src === "string" && existsSync(join(process.cwd(), "public", src)), String(src)).toBe(true);
    expect(study.features.length).toBeGreaterThanOrEqual(3);
    expect(study.results.length).toBeGreaterThanOrEqual(2);
    for (const r of study.results) expect(Number.isFinite(r.figure.value) && r.figure.value > 0).toBe(true);
    expect(study.technologies.length).toBeGreaterThan(0);
    expect(study.screens.length).toBeGreaterThan(0);
    for (const s of study.screens) {
      expect(typeof s.src, "the default content ships drawn screens").toBe("string");
      if (typeof s.src === "string") expect(existsSync(join(process.cwd(), "public", s.src)), s.src).toBe(true);
    }
    if (study.stores.appStore) expect(study.stores.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    if (study.stores.googlePlay) expect(study.stores.googlePlay).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
  });

  it("finds the text problems it looks for", () => {
    expect(problems({ a: { en: "x", ar: "x", fr: "Oui : non", tr: "" } }, "t")).toEqual([
      "t.a: no tr text",
      "t.a.fr: a no-break space before :: Oui : non",
    ]);
    expect(problems({ en: "x", ar: "x", fr: "l'eau", tr: "Kur'an" }, "t")).toEqual(["t.fr: a straight apostrophe: l'eau", "t.tr: a straight apostrophe: Kur'an"]);
    expect(problems({ en: "x", fr: "x", tr: "x" }, "t")).toEqual(["t: no ar text"]);
  });

  it("gives a case study in one language, with technologies named as a native would", () => {
    const ar = caseStudyIn(8, "ar")!;
    expect(ar.client).toBe("رحّال لتأجير السيارات");
    expect(ar.technologies).toContain("خرائط Google");
    expect(ar.technologies).toContain("Flutter");
    expect(ar.testimonial?.author).toBe("فيصل الدوسري");
    expect(ar.stores).toEqual({});
    expect(caseStudyIn(1, "en")!.testimonial).toBeUndefined();
    expect(caseStudyIn(10, "en")).toBeUndefined();
  });
});

describe("siteContent", () => {
  afterEach(() => {
    globalThis.__siteContent = undefined;
  });

  it("reads the document the host set, before the default", () => {
    const tenth = { ...siteContent().projects[0]!, id: 10, title: { en: "Tenth", ar: "العاشر", fr: "Dixième", tr: "Onuncu" } };
    const doc: SiteContent = { ...siteContent(), projects: [...siteContent().projects, tenth] };
    globalThis.__siteContent = doc;
    expect(projectIds()).toContain(10);
    expect(projectsIn("fr").at(-1)?.title).toBe("Dixième");
    expect(caseStudyIn(10, "en")).toBeDefined();
  });

  it("a new project's card shows its first screen until it has its own picture, and an uploaded one as uploaded", () => {
    const first = siteContent().projects[0]!;
    const meta = { width: 1170, height: 2532, widths: [320, 640], avifWidths: [320], formats: ["avif", "webp", "png"], placeholder: "", color: "#112233", focal: [0.5, 0.5] } as const;
    const screens = [{ kind: "phone" as const, src: { media: "a".repeat(64), alt: { en: "Home", ar: "الرئيسية", fr: "Accueil", tr: "Ana sayfa" } }, width: 1170, height: 2532, alt: { en: "", ar: "", fr: "", tr: "" } }];
    const tenth = { ...first, id: 10, images: {}, study: { ...first.study, screens } };
    const eleventh = { ...first, id: 11, images: { background: { media: "b".repeat(64), decorative: true as const } }, study: { ...first.study, screens: [] } };
    globalThis.__siteContent = { ...siteContent(), projects: [tenth, eleventh], media: { ["a".repeat(64)]: meta, ["b".repeat(64)]: { ...meta, width: 1600, height: 900 } } } as unknown as SiteContent;
    const [ten, eleven] = projectsIn("en");
    expect(ten!.images.background).toBeUndefined();
    expect(ten!.images.app).toMatchObject({ width: 1170, height: 2532, picture: { id: "a".repeat(64) } });
    expect(eleven!.images).toEqual({ background: expect.objectContaining({ width: 1600, height: 900 }) });
  });

  it("gives an uploaded screen with its picture and alt text, and leaves out one not ready", () => {
    const photo = "0123456789abcdef0123456789abcdef";
    const first = siteContent().projects[0]!;
    const screens = [
      { ...first.study.screens[0]!, src: { media: photo, alt: { en: "The booking screen", ar: "شاشة الحجز", fr: "L’écran de réservation", tr: "Rezervasyon ekranı" } } },
      { ...first.study.screens[0]!, src: { media: "fedcba9876543210fedcba9876543210", decorative: true as const } },
    ];
    const meta = { width: 1200, height: 2400, widths: [480, 800, 1200], avifWidths: [480, 800, 1200], formats: ["avif", "webp", "jpg"] as const, placeholder: "data:image/webp;base64,AA", color: "#112233", focal: [0.5, 0.5] as [number, number] };
    globalThis.__siteContent = {
      ...siteContent(),
      projects: [{ ...first, study: { ...first.study, screens } }],
      media: { [photo]: { ...meta, formats: [...meta.formats] } },
    };
    const study = caseStudyIn(first.id, "ar")!;
    expect(study.screens).toHaveLength(1);
    expect(study.screens[0]).toMatchObject({ alt: "شاشة الحجز", src: `/media/${photo}-1200.jpg`, width: 1200, height: 2400, picture: { id: photo } });
  });

  it("gives the home page's uploaded pictures (hero, reviewer, logo), and none for one not ready", () => {
    const ready = "0123456789abcdef0123456789abcdef";
    const pending = "fedcba9876543210fedcba9876543210";
    const c = siteContent();
    const alt = { en: "Maskan's logo", ar: "شعار مسكن", fr: "Le logo de Maskan", tr: "Maskan logosu" };
    const meta = { width: 2400, height: 1200, widths: [480, 2400], avifWidths: [480], formats: ["avif" as const, "webp" as const, "jpg" as const], placeholder: "", color: "#000000", focal: [0.5, 0.5] as [number, number] };
    globalThis.__siteContent = {
      ...c,
      heroSlides: [{ ...c.heroSlides[0]!, background: { media: ready, decorative: true } }, { ...c.heroSlides[1]!, background: { media: pending, decorative: true } }],
      testimonials: [{ ...c.testimonials[0]!, photo: { media: ready, alt } }, { ...c.testimonials[1]!, photo: { media: pending, alt } }],
      clientLogos: [{ ...c.clientLogos[0]!, logo: { media: ready, alt } }, { ...c.clientLogos[1]!, logo: { media: pending, alt } }, c.clientLogos[2]!],
      media: { [ready]: meta },
    };
    const [hero, waiting] = heroSlidesIn("fr");
    expect(hero?.background).toEqual({ id: ready, meta, alt: "", src: `/media/${ready}-2400.jpg` });
    expect(waiting && "background" in waiting).toBe(false); // the slide stays, with its drawn colours
    const [reviewer, other] = testimonialsIn("ar");
    expect(reviewer?.photo?.alt).toBe("شعار مسكن");
    expect(other && "photo" in other).toBe(false);
    // A logo not ready is left out until the next publish; a drawn one stays.
    expect(clientLogosIn("tr").map((l) => [l.id, l.logo, l.picture?.alt])).toEqual([
      [c.clientLogos[0]!.id, `/media/${ready}-2400.jpg`, "Maskan logosu"],
      [c.clientLogos[2]!.id, c.clientLogos[2]!.logo, undefined],
    ]);
  });
});
