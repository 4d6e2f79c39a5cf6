import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { pageHeadingIn } from "~/content/pages";
import { projectsIn } from "~/content/projects/cards";
import { sectorNamesIn } from "~/content/services";
import { ProjectsPage } from "~/features/projects/projects-page";
import { pageMeta } from "~/lib/meta";
import { languageOf } from "~/lib/paths";

/** At build time: the projects' cards in the page's language, and the
 * sectors' names for the filter. */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf(request.url);
  return { intro: pageHeadingIn("projects", lang), projects: projectsIn(lang), sectorNames: sectorNamesIn(lang), ...everyPageOf(request.url, "projects") };
}

export const meta: MetaFunction = (args) => pageMeta(args);

export default function ProjectsRoute() {
  const { intro, projects, sectorNames } = useLoaderData<typeof loader>();
  return <ProjectsPage intro={intro} projects={projects} sectorNames={sectorNames} />;
}
