import type { MetaFunction } from "react-router";
import { PageSkeleton } from "~/features/layout/page-skeleton";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "terms-of-usage");

export default function TermsOfUsageRoute() {
  return <PageSkeleton page="terms-of-usage" />;
}
