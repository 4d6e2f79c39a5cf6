import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { ContactPage } from "~/features/contact/contact-page";
import { ConsultationSection } from "~/features/consultation/consultation-section";
import { messagesOf, pageMeta } from "~/lib/meta";
import type { loader } from "./contact-loader";

export const meta: MetaFunction = (args) => pageMeta(args, "contact", { description: messagesOf(args)?.contactPage.intro });

/** The contact page: every contact option, then the consultation form. */
export default function ContactRoute() {
  const { projectTitles, services } = useLoaderData<typeof loader>();
  return (
    <>
      <ContactPage />
      <ConsultationSection projectTitles={projectTitles} services={services} />
    </>
  );
}
