import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { pageHeadingIn } from "~/content/pages";
import { callIn, sectionIn } from "~/content/sections";
import { sectorsWithProjects } from "~/content/projects/cards";
import { offeringsIn, serviceCardsIn } from "~/content/services";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceOfferings } from "~/features/services/service-offerings";
import { ServicesGrid } from "~/features/services/services-grid";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the page's and the offerings' headings, the service cards and the offerings in the
 * page's language, and the sectors that have projects, so a service card
 * of another sector offers the consultation form. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { heading: pageHeadingIn("services", lang), offeringsHeading: sectionIn("offerings", lang), cards: serviceCardsIn(lang), cardsCall: callIn("service-card", lang), offerings: offeringsIn(lang), withProjects: sectorsWithProjects(), ...everyPageOf(request.url, "services") };
}

export const meta: MetaFunction = (args) => pageMeta(args);

/** Services: the page heading, the six service cards and the four service
 * offerings, each with a call to action. */
export default function ServicesRoute() {
  const { heading, offeringsHeading, cards, cardsCall, offerings, withProjects } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <SectionHeading level={1} eyebrow={heading.eyebrow} title={heading.heading} lead={heading.intro} />
      </div>
      <ServicesGrid section="services" cards={cards} call={cardsCall} withProjects={withProjects} />
      <ServiceOfferings heading={offeringsHeading} offerings={offerings} />
    </>
  );
}
