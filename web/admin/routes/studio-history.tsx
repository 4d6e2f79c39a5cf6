import { useLoaderData } from "react-router";
import { HistoryPage, historyLoader } from "~/features/admin-studio/history";

export const loader = historyLoader;

/** /admin/studio/history: the published versions, their changes, restore. */
export function Component() {
  const { versions, studio } = useLoaderData<typeof loader>();
  return <HistoryPage versions={versions} studio={studio} />;
}
