import { settingsLoader, SettingsPage } from "~/features/admin-team/settings-page";
import type { Route } from "./+types/settings";

export const clientLoader = settingsLoader;

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage settings={loaderData} />;
}
