import { accountLoader } from "~/features/admin-account/account-actions";
import { AccountPage } from "~/features/admin-account/account-page";
import type { Route } from "./+types/account";

export const clientLoader = accountLoader;

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage sessions={loaderData.sessions} passkeys={loaderData.passkeys} />;
}
