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
import { HomeSection } from "~/features/home/home-section";
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
 * layout. HomeSection names each section for the dashboard's section reach
 * (the tracker reports when half of one is seen; the footer marks its
 * contact block) and hydrates it apart from the others. */
export default function HomeRoute() {
  const { heroSlides, logos, testimonials, projects, projectsIntro, withProjects, whoWeAre, industries, faq, faqIntro, services, statistics } = useLoaderData<typeof loader>();
  return (
    <>
      <HomeSection name="hero">
        <HeroCarousel slides={heroSlides} />
      </HomeSection>
      <HomeSection name="services">
        <ServicesGrid section="home" cards={services} withProjects={withProjects} />
      </HomeSection>
      <HomeSection name="clients">
        <ClientsSection logos={logos} testimonials={testimonials} />
      </HomeSection>
      <HomeSection name="projects">
        <ProjectsPreview intro={projectsIntro} projects={projects} />
      </HomeSection>
      <HomeSection name="statistics">
        <StatisticsSection statistics={statistics} />
      </HomeSection>
      <HomeSection name="who_we_are">
        <WhoWeAre content={whoWeAre} />
      </HomeSection>
      <HomeSection name="industries">
        <IndustriesSection industries={industries} />
      </HomeSection>
      <HomeSection name="faq">
        <FaqSection items={faq} lead={faqIntro} headingLevel="h2" tone="light" />
      </HomeSection>
    </>
  );
}
