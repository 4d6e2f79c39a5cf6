import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { ContactPage } from "~/features/contact/contact-page";
import { ConsultationSection } from "~/features/consultation/consultation-section";
import { pageMeta } from "~/lib/meta";
import type { loader } from "./contact-loader";

export const meta: MetaFunction = (args) => pageMeta(args);

/** The contact page: every contact option, then the consultation form. */
export default function ContactRoute() {
  const { heading, options, consultationHeading, projectTitles, services } = useLoaderData<typeof loader>();
  return (
    <>
      <ContactPage heading={heading} options={options} />
      <ConsultationSection heading={consultationHeading} projectTitles={projectTitles} services={services} />
    </>
  );
}
