import { useTranslation } from "react-i18next";
import { faqItems } from "./faq-items";
import { sanitizeHtml } from "./sanitize-html";

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

/** jsonForScript serialises data for an inline script element: "<" is
 * escaped so no text can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** FaqJsonLd emits the FAQPage structured data of the FAQ page. */
export function FaqJsonLd() {
  const { t, i18n } = useTranslation();
  const data = faqStructuredData(
    faqItems.map((item) => ({ question: t(item.questionKey), answer: t(item.answerKey) })),
    i18n.language,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
