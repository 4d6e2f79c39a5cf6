import { useTranslation } from "react-i18next";
import { jsonForScript } from "~/lib/structured-data";
import type { FaqItem } from "./faq-items";
import { sanitizeHtml } from "~/lib/sanitize-html";

/** faqStructuredData is schema.org FAQPage data for the questions, so search
 * engines can show them. Answers keep their (sanitised) simple HTML, which
 * the format allows. */
export function faqStructuredData(texts: { question: string; answer: string }[], lang: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: texts.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: sanitizeHtml(answer) },
    })),
  };
}

/** FaqJsonLd emits the FAQPage structured data of the FAQ page. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  const { i18n } = useTranslation();
  const data = faqStructuredData([...items], i18n.language);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
