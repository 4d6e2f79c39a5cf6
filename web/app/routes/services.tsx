import type { MetaFunction } from "react-router";
import { PageSkeleton } from "~/features/layout/page-skeleton";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "services");

export default function ServicesRoute() {
  return <PageSkeleton page="services" />;
}
