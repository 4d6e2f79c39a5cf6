import type { MetaFunction } from "react-router";
import { ClientsSection } from "~/features/home/clients-section";
import { HeroCarousel } from "~/features/home/hero-carousel";
import { IndustriesSection } from "~/features/home/industries-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
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
      {/* SLOT: projects preview (features/projects/projects-preview.tsx, branch pages) */}
      <section id="projects" className="scroll-mt-28" />
      <StatisticsSection />
      <WhoWeAre />
      <IndustriesSection />
      {/* SLOT: FAQ section (features/faq/faq-section.tsx, branch pages) */}
    </>
  );
}
