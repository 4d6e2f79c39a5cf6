import type { MetaFunction } from "react-router";
import { NotFoundView } from "~/features/layout/not-found-view";
import { notFoundMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => notFoundMeta(args, "notFound");

export default function NotFound() {
  return <NotFoundView kind="page" />;
}
