import type { MetaFunction } from "react-router";
import { SiteLayout } from "~/features/layout/site-layout";
import { NotFoundView } from "~/features/layout/not-found-view";
import { notFoundMeta } from "~/lib/meta";
import { en } from "~/locales/en";

/** A path outside every language answers with the English not-found page. */
export const handle = { messages: en };

export const meta: MetaFunction = (args) => notFoundMeta(args, "notFound");

export default function NotFoundRoot() {
  return (
    <SiteLayout>
      <NotFoundView kind="page" />
    </SiteLayout>
  );
}
