import { teamLoader, TeamPage } from "~/features/admin-team/team-page";
import type { Route } from "./+types/team";

export const clientLoader = teamLoader;

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage users={loaderData.users} invitations={loaderData.invitations} />;
}
