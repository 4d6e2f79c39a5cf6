import type { MetaFunction } from "react-router";
import { FaqSection } from "~/features/faq/faq-section";
import { ClientsSection } from "~/features/home/clients-section";
import { HeroCarousel } from "~/features/home/hero-carousel";
import { IndustriesSection } from "~/features/home/industries-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
import { ProjectsPreview } from "~/features/projects/projects-preview";
import { ServicesGrid } from "~/features/services/services-grid";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "home");

/** The home page: SPEC.md §2's sections in order; the footer comes from the
 * layout. */
export default function HomeRoute() {
  return (
    <>
      <HeroCarousel />
      <ServicesGrid section="home" />
      <ClientsSection />
      <ProjectsPreview />
      <StatisticsSection />
      <WhoWeAre />
      <IndustriesSection />
      <FaqSection headingLevel="h2" tone="light" />
    </>
  );
}
