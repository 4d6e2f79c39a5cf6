import type { MetaFunction } from "react-router";
import { ConsultationSection } from "~/features/consultation/consultation-section";
import { PageSkeleton } from "~/features/layout/page-skeleton";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "contact");

export default function ContactRoute() {
  return (
    <>
      <PageSkeleton page="contact" />
      <ConsultationSection />
    </>
  );
}
