import { describe, expect, it } from "vitest";
import { languages } from "~/config/site";
import { siteContent } from "./site-content";
import type { Localized, SiteContent, StatisticId } from "./types";

// A careful client reads the case studies next to the studio's own
// counters and the FAQ: a figure that does not fit inside them reads as
// invented. These checks keep the default content's facts consistent.

/** People who installed an app: downloads, and the donors and customers
 * who can only be counted among them. */
const installs = /^(downloads|donors|customers)\b/;

/** The FAQ's promise: complex apps take 1 to 2 months (2 months ≈ 8.7 weeks). */
const faqMaxWeeks = 8;

/** factProblems lists every fact of the document that contradicts another. */
function factProblems(doc: SiteContent): string[] {
  const found: string[] = [];
  const studio = Object.fromEntries(doc.statistics.map((s) => [s.id, s.value])) as Record<StatisticId, number>;
  let installed = 0;
  for (const p of doc.projects) {
    for (const r of p.study.results) {
      if (r.figure.style !== "integer") continue;
      if (r.figure.value > studio.downloads) found.push(`project ${p.id}: ${r.figure.value} ${r.label.en} is more than the studio's ${studio.downloads} downloads`);
      if (installs.test(r.label.en)) installed += r.figure.value;
    }
    const weeks = p.study.durationWeeks;
    if (weeks < 1 || weeks > faqMaxWeeks) found.push(`project ${p.id}: ${weeks} weeks is outside the FAQ's 1 week to 2 months`);
  }
  if (installed > studio.downloads) found.push(`the case studies count ${installed} installs, more than the studio's ${studio.downloads} downloads`);

  // One person per testimonial: a name quoted twice gives one person two
  // roles, or two people one name; in every language.
  const people: Array<{ where: string; name: Localized }> = [
    ...doc.testimonials.map((t) => ({ where: `home testimonial ${t.id}`, name: t.name })),
    ...doc.projects.flatMap((p) => (p.study.testimonial ? [{ where: `project ${p.id}`, name: p.study.testimonial.author }] : [])),
  ];
  for (const lang of languages) {
    const seen = new Map<string, string>();
    for (const { where, name } of people) {
      const key = name[lang].toLocaleLowerCase(lang).replace(/[-\s]+/g, " ");
      const first = seen.get(key);
      if (first) found.push(`${name[lang]} is quoted in ${first} and in ${where}`);
      else seen.set(key, where);
    }
  }
  return found;
}

describe("the default content's facts", () => {
  const doc = siteContent();

  it("add up: case-study figures within the studio's totals, durations within the FAQ's, one person per testimonial", () => {
    expect(factProblems(doc)).toEqual([]);
  });

  it("the FAQ still promises the durations this test checks", () => {
    const answers = doc.faq.map((q) => q.answer.en).join(" ");
    expect(answers).toContain("complex apps take 1 to 2 months");
  });

  it("finds the contradictions it looks for", () => {
    const [first, ...rest] = doc.projects;
    const [downloads, ...results] = first!.study.results;
    const longer = { ...first!, study: { ...first!.study, durationWeeks: 14, results: [{ ...downloads!, figure: { ...downloads!.figure, value: 120_000 } }, ...results] } };
    const quoted = rest.map((p) =>
      p.study.testimonial && p.id === 8 ? { ...p, study: { ...p.study, testimonial: { ...p.study.testimonial, author: doc.testimonials[0]!.name } } } : p,
    );
    const bad: SiteContent = { ...doc, projects: [longer, ...quoted] };
    const problems = factProblems(bad);
    expect(problems).toContain("project 1: 120000 downloads in the first year is more than the studio's 7000 downloads");
    expect(problems.some((p) => p.startsWith("the case studies count"))).toBe(true);
    expect(problems).toContain("project 1: 14 weeks is outside the FAQ's 1 week to 2 months");
    expect(problems).toContain("Khalid Al-Otaibi is quoted in home testimonial khalid and in project 8");
  });
});
