import { useLoaderData } from "react-router";
import { settingsLoader, SettingsPage } from "~/features/admin-team/settings-page";

export const loader = settingsLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <SettingsPage settings={loaderData} />;
}
