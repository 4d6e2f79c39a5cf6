import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { industriesIn } from "~/content/clients";
import { everyPageOf } from "~/content/every-page";
import { aboutIn, callIn, sectionIn, studioIn, whoWeAreIn } from "~/content/sections";
import { statisticsIn } from "~/content/statistics";
import { testimonialsIn } from "~/content/testimonials";
import { HowWeWork } from "~/features/about/how-we-work";
import { StudioFacts } from "~/features/about/studio-facts";
import { IndustriesSection } from "~/features/home/industries-section";
import { ReviewsSection } from "~/features/home/reviews-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the page's texts and its sections' headings, who we are (with its call to action), the studio's
 * people, city and company (null while none is filled in), the statistics,
 * the industries and the reviews, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return {
    about: aboutIn(lang),
    whoWeAre: whoWeAreIn(lang),
    whoWeAreCall: callIn("who-we-are", lang),
    headings: { statistics: sectionIn("statistics", lang), studio: sectionIn("studio", lang), industries: sectionIn("industries", lang), reviews: sectionIn("testimonials", lang) },
    studio: studioIn(lang),
    industries: industriesIn(lang),
    testimonials: testimonialsIn(lang),
    statistics: statisticsIn(lang),
    ...everyPageOf(request.url, "about"),
  };
}

export const meta: MetaFunction = (args) => pageMeta(args);

/** About: who we are (its heading is the page's h1), the statistics, how we
 * work, the studio's people and facts (when filled in), the industries and
 * every client review. */
export default function AboutRoute() {
  const { about, whoWeAre, whoWeAreCall, headings, studio, industries, testimonials, statistics } = useLoaderData<typeof loader>();
  return (
    <>
      <WhoWeAre content={whoWeAre} call={whoWeAreCall} level={1} title={about.title} lead={about.lead} />
      <StatisticsSection heading={headings.statistics} statistics={statistics} />
      <HowWeWork about={about} />
      <StudioFacts heading={headings.studio} studio={studio} />
      <IndustriesSection heading={headings.industries} industries={industries} />
      <ReviewsSection heading={headings.reviews} testimonials={testimonials} />
    </>
  );
}
