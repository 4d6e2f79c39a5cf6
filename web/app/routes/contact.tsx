import type { MetaFunction } from "react-router";
import { ContactPage } from "~/features/contact/contact-page";
import { ConsultationSection } from "~/features/consultation/consultation-section";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "contact", { description: messagesOf(args)?.contactPage.intro });

/** The contact page: every contact option, then the consultation form. */
export default function ContactRoute() {
  return (
    <>
      <ContactPage />
      <ConsultationSection />
    </>
  );
}
