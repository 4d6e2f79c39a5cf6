import { useLoaderData } from "react-router";
import { teamLoader, TeamPage } from "~/features/admin-team/team-page";

export const loader = teamLoader;

export function Component() {
  const loaderData = useLoaderData<typeof loader>();
  return <TeamPage users={loaderData.users} invitations={loaderData.invitations} />;
}
