import type { MetaFunction } from "react-router";
import { FaqJsonLd } from "~/features/faq/faq-json-ld";
import { FaqSection } from "~/features/faq/faq-section";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "faq", { description: messagesOf(args)?.faq.description });

/** The FAQ page is dark (SPEC.md §2): the section fills the page between the
 * shared header and footer. */
export default function FaqRoute() {
  return (
    <div className="flex min-h-full flex-1 flex-col bg-ink-900">
      <FaqSection headingLevel="h1" tone="dark" />
      <FaqJsonLd />
    </div>
  );
}
