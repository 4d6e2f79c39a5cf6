import type { MetaFunction } from "react-router";
import { HowWeWork } from "~/features/about/how-we-work";
import { IndustriesSection } from "~/features/home/industries-section";
import { ReviewsSection } from "~/features/home/reviews-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "react-i18next";

export const meta: MetaFunction = (args) => pageMeta(args, "about");

/** About: who we are (its heading is the page's h1), the statistics, how we
 * work, the industries and every client review. */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <>
      <WhoWeAre level={1} title={t("about.title")} lead={t("about.lead")} />
      <StatisticsSection />
      <HowWeWork />
      <IndustriesSection />
      <ReviewsSection />
    </>
  );
}
