import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { faqIn } from "~/content/faq";
import { pageHeadingIn } from "~/content/pages";
import { FaqJsonLd } from "~/features/faq/faq-json-ld";
import { FaqSection } from "~/features/faq/faq-section";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the questions in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { faq: faqIn(lang), heading: pageHeadingIn("faq", lang), ...everyPageOf(request.url, "faq") };
}

export const meta: MetaFunction = (args) => pageMeta(args);

/** The FAQ page is dark (SPEC.md §2): the section fills the page between the
 * shared header and footer. */
export default function FaqRoute() {
  const { faq, heading } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-full flex-1 flex-col bg-ink-900">
      <FaqSection items={faq} heading={heading} headingLevel="h1" tone="dark" />
      <FaqJsonLd items={faq} />
    </div>
  );
}
