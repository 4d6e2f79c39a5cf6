import { useLoaderData } from "react-router";
import { ChangesPage, changesLoader } from "~/features/admin-studio/changes-page";

export const loader = changesLoader;

/** /admin/studio/changes: every unpublished change, its difference from
 * the live site, "ready for review", and Publish. */
export function Component() {
  const { studio, pending } = useLoaderData<typeof loader>();
  return <ChangesPage studio={studio} pending={pending} />;
}
