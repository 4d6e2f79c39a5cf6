import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { sectorsWithProjects } from "~/content/projects/cards";
import { SectionHeading } from "~/components/ui/section-heading";
import { ServiceOfferings } from "~/features/services/service-offerings";
import { ServicesGrid } from "~/features/services/services-grid";
import { pageMeta } from "~/lib/meta";

/** At build (or publish) time: the sectors that have projects, so a
 * service card of another sector offers the consultation form. */
export function loader() {
  return { withProjects: sectorsWithProjects() };
}

export const meta: MetaFunction = (args) => pageMeta(args, "services");

/** Services: the page heading, the six service cards and the four service
 * offerings, each with a call to action. */
export default function ServicesRoute() {
  const { t } = useTranslation();
  const { withProjects } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
        <SectionHeading level={1} eyebrow={t("pages.services")} title={t("services.pageTitle")} lead={t("services.pageLead")} />
      </div>
      <ServicesGrid section="services" heading={false} withProjects={withProjects} />
      <ServiceOfferings />
    </>
  );
}
