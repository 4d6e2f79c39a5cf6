import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { clientLogosIn, industriesIn } from "~/content/clients";
import { everyPageOf } from "~/content/every-page";
import { faqIn } from "~/content/faq";
import { pageIntroIn, projectsIntroIn } from "~/content/pages";
import { firstProjectsIn, sectorsWithProjects } from "~/content/projects/cards";
import { announcementIn, heroSlidesIn, whoWeAreIn } from "~/content/sections";
import { serviceCardsIn } from "~/content/services";
import { statisticsIn } from "~/content/statistics";
import { testimonialsIn } from "~/content/testimonials";
import { FaqSection } from "~/features/faq/faq-section";
import { ClientsSection } from "~/features/home/clients-section";
import { HeroCarousel } from "~/features/home/hero-carousel";
import { IndustriesSection } from "~/features/home/industries-section";
import { StatisticsSection } from "~/features/home/statistics-section";
import { WhoWeAre } from "~/features/home/who-we-are";
import { PREVIEW_COUNT, ProjectsPreview } from "~/features/projects/projects-preview";
import { ServicesGrid } from "~/features/services/services-grid";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build (or publish) time: the page's content in its language, section
 * by section: hero slides, client logos and testimonials, the first
 * projects' cards, the sectors that have projects (for the service cards), who we are, the industries and the FAQ, the service
 * cards and the statistics; and the
 * announcement bar the layout's navigation shows on this page. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return {
    heroSlides: heroSlidesIn(lang),
    logos: clientLogosIn(lang),
    testimonials: testimonialsIn(lang),
    projects: firstProjectsIn(lang, PREVIEW_COUNT),
    projectsIntro: projectsIntroIn(lang),
    withProjects: sectorsWithProjects(),
    whoWeAre: whoWeAreIn(lang),
    industries: industriesIn(lang),
    faq: faqIn(lang),
    faqIntro: pageIntroIn("faq", lang),
    announcement: announcementIn(lang),
    services: serviceCardsIn(lang),
    statistics: statisticsIn(lang),
    ...everyPageOf(request.url, "home"),
  };
}

export const meta: MetaFunction = (args) => pageMeta(args);

/** The home page: SPEC.md §2's sections in order; the footer comes from the
 * layout. data-section names each section for the dashboard's section reach
 * (the tracker reports when half of one is seen; the footer marks its
 * contact block). */
export default function HomeRoute() {
  const { heroSlides, logos, testimonials, projects, projectsIntro, withProjects, whoWeAre, industries, faq, faqIntro, services, statistics } = useLoaderData<typeof loader>();
  return (
    <>
      <div data-section="hero">
        <HeroCarousel slides={heroSlides} />
      </div>
      <div data-section="services">
        <ServicesGrid section="home" cards={services} withProjects={withProjects} />
      </div>
      <div data-section="clients">
        <ClientsSection logos={logos} testimonials={testimonials} />
      </div>
      <div data-section="projects">
        <ProjectsPreview intro={projectsIntro} projects={projects} />
      </div>
      <div data-section="statistics">
        <StatisticsSection statistics={statistics} />
      </div>
      <div data-section="who_we_are">
        <WhoWeAre content={whoWeAre} />
      </div>
      <div data-section="industries">
        <IndustriesSection industries={industries} />
      </div>
      <div data-section="faq">
        <FaqSection items={faq} lead={faqIntro} headingLevel="h2" tone="light" />
      </div>
    </>
  );
}
