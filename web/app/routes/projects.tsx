import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { projectsIn } from "~/content/projects/cards";
import { ProjectsPage } from "~/features/projects/projects-page";
import { messagesOf, pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build time: the projects' cards in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  return { projects: projectsIn(languageOf(request.url)) };
}

export const meta: MetaFunction = (args) => pageMeta(args, "projects", { description: messagesOf(args)?.projects.section.description });

export default function ProjectsRoute() {
  const { projects } = useLoaderData<typeof loader>();
  return <ProjectsPage projects={projects} />;
}
