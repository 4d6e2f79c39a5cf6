import type { Language } from "~/config/site";
import type { CaseStudyText } from "~/content/projects/case-studies";
import type { Project } from "./project-data";

/** projectStructuredData is schema.org data for a case study: the app as a
 * SoftwareApplication (a CreativeWork) made by the agency for its client.
 * URLs are relative to the page, which JSON-LD resolves against it. */
export function projectStructuredData(project: Project, study: CaseStudyText, lang: Language, brand: string) {
  const platforms = [study.stores.appStore && "iOS", study.stores.googlePlay && "Android", study.screens.some((s) => s.kind === "web") && "Web"].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: project.title,
    description: project.summary,
    inLanguage: lang,
    applicationCategory: project.sector === "ecommerce" ? "ShoppingApplication" : project.sector === "custom" ? "BusinessApplication" : "LifestyleApplication",
    ...(platforms.length > 0 && { operatingSystem: platforms.join(", ") }),
    dateCreated: project.completed,
    creator: { "@type": "Organization", name: brand },
    funder: { "@type": "Organization", name: study.client },
    keywords: study.technologies.join(", "),
    screenshot: study.screens.map((s) => s.src),
    ...((study.stores.appStore || study.stores.googlePlay) && { sameAs: [study.stores.appStore, study.stores.googlePlay].filter(Boolean) }),
  };
}
