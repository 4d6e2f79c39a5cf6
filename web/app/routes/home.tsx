import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { clientLogosIn, industriesIn } from "~/content/clients";
import { everyPageOf } from "~/content/every-page";
import { faqIn } from "~/content/faq";
import { pageHeadingIn } from "~/content/pages";
import { firstProjectsIn, sectorsWithProjects } from "~/content/projects/cards";
import { announcementIn, callIn, heroSlidesIn, sectionIn, whoWeAreIn } from "~/content/sections";
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
 * by section, with the sections' headings and the calls to action: hero slides, client logos and testimonials, the first
 * projects' cards, the sectors that have projects (for the service cards), who we are, the industries and the FAQ, the service
 * cards and the statistics; and the
 * announcement bar the layout's navigation shows on this page. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return {
    heroSlides: heroSlidesIn(lang),
    hero: { heading: sectionIn("hero", lang), call: callIn("hero", lang) },
    headings: {
      services: sectionIn("services", lang),
      clients: sectionIn("clients", lang),
      testimonials: sectionIn("testimonials", lang).heading,
      statistics: sectionIn("statistics", lang),
      industries: sectionIn("industries", lang),
    },
    logos: clientLogosIn(lang),
    testimonials: testimonialsIn(lang),
    projects: firstProjectsIn(lang, PREVIEW_COUNT),
    projectsIntro: pageHeadingIn("projects", lang),
    withProjects: sectorsWithProjects(),
    whoWeAre: whoWeAreIn(lang),
    whoWeAreCall: callIn("who-we-are", lang),
    servicesCall: callIn("service-card", lang),
    industries: industriesIn(lang),
    faq: faqIn(lang),
    faqHeading: pageHeadingIn("faq", lang),
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
  const { heroSlides, hero, headings, logos, testimonials, projects, projectsIntro, withProjects, whoWeAre, whoWeAreCall, servicesCall, industries, faq, faqHeading, services, statistics } = useLoaderData<typeof loader>();
  return (
    <>
      <div data-section="hero">
        <HeroCarousel slides={heroSlides} heading={hero.heading} call={hero.call} />
      </div>
      <div data-section="services">
        <ServicesGrid section="home" heading={headings.services} cards={services} call={servicesCall} withProjects={withProjects} />
      </div>
      <div data-section="clients">
        <ClientsSection heading={headings.clients} reviewsHeading={headings.testimonials} logos={logos} testimonials={testimonials} />
      </div>
      <div data-section="projects">
        <ProjectsPreview intro={projectsIntro} projects={projects} />
      </div>
      <div data-section="statistics">
        <StatisticsSection heading={headings.statistics} statistics={statistics} />
      </div>
      <div data-section="who_we_are">
        <WhoWeAre content={whoWeAre} call={whoWeAreCall} />
      </div>
      <div data-section="industries">
        <IndustriesSection heading={headings.industries} industries={industries} />
      </div>
      <div data-section="faq">
        <FaqSection items={faq} heading={faqHeading} headingLevel="h2" tone="light" />
      </div>
    </>
  );
}
