import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { faqIn } from "~/content/faq";
import { FaqJsonLd } from "~/features/faq/faq-json-ld";
import { FaqSection } from "~/features/faq/faq-section";
import { messagesOf, pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the questions in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { faq: faqIn(lang), ...everyPageOf(request.url) };
}

export const meta: MetaFunction = (args) => pageMeta(args, "faq", { description: messagesOf(args)?.faq.description });

/** The FAQ page is dark (SPEC.md §2): the section fills the page between the
 * shared header and footer. */
export default function FaqRoute() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-full flex-1 flex-col bg-ink-900">
      <FaqSection items={faq} headingLevel="h1" tone="dark" />
      <FaqJsonLd items={faq} />
    </div>
  );
}
