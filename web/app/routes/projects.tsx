import type { MetaFunction } from "react-router";
import { ProjectsPage } from "~/features/projects/projects-page";
import { messagesOf, pageMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "projects", { description: messagesOf(args)?.projects.section.description });

export default function ProjectsRoute() {
  return <ProjectsPage />;
}
