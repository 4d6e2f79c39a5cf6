import type { MetaFunction } from "react-router";
import { ConsultationSection } from "~/features/consultation/consultation-section";
import { ContactPage } from "~/features/contact/contact-page";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "contact", { description: messagesOf(args)?.contactPage.intro });

export default function ContactRoute() {
  return <ContactPage form={<ConsultationSection />} />;
}
