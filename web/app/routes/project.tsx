import type { MetaFunction } from "react-router";
import { useParams } from "react-router";
import { NotFoundView } from "~/features/layout/not-found-view";
import { PageSkeleton } from "~/features/layout/page-skeleton";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { projectIdFrom } from "~/lib/page-kind";

export const meta: MetaFunction = (args) =>
  projectIdFrom(args.params.id) === undefined ? notFoundMeta(args, "projectNotFound") : pageMeta(args, "project");

export default function ProjectRoute() {
  const id = projectIdFrom(useParams().id);
  if (id === undefined) return <NotFoundView kind="project" />;
  return <PageSkeleton page="project" />;
}
