import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { industriesIn } from "~/content/clients";
import { aboutIn, whoWeAreIn } from "~/content/sections";
import { footerServicesIn } from "~/content/services";
import { statisticsIn } from "~/content/statistics";
import { testimonialsIn } from "~/content/testimonials";
import { HowWeWork } from "~/features/about/how-we-work";
import { IndustriesSection } from "~/features/home/industries-section";
import { ReviewsSection } from "~/features/home/reviews-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the page's texts, who we are, the
 * statistics, the industries and the reviews, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return {
    about: aboutIn(lang),
    whoWeAre: whoWeAreIn(lang),
    industries: industriesIn(lang),
    testimonials: testimonialsIn(lang),
    statistics: statisticsIn(lang),
    footerServices: footerServicesIn(lang),
  };
}

export const meta: MetaFunction = (args) => pageMeta(args, "about");

/** About: who we are (its heading is the page's h1), the statistics, how we
 * work, the industries and every client review. */
export default function AboutRoute() {
  const { about, whoWeAre, industries, testimonials, statistics } = useLoaderData<typeof loader>();
  return (
    <>
      <WhoWeAre content={whoWeAre} level={1} title={about.title} lead={about.lead} />
      <StatisticsSection statistics={statistics} />
      <HowWeWork about={about} />
      <IndustriesSection industries={industries} />
      <ReviewsSection testimonials={testimonials} />
    </>
  );
}
