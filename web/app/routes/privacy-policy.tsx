import type { MetaFunction } from "react-router";
import { PageSkeleton } from "~/features/layout/page-skeleton";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "privacy-policy");

export default function PrivacyPolicyRoute() {
  return <PageSkeleton page="privacy-policy" />;
}
