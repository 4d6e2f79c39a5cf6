import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { everyPageOf } from "~/content/every-page";
import { neighboursIn, projectIn } from "~/content/projects/cards";
import { caseStudyIn } from "~/content/projects/case-studies";
import { callIn, sectionIn } from "~/content/sections";
import { NotFoundView } from "~/features/layout/not-found-view";
import { ProjectDetail } from "~/features/projects/project-detail";
import { messagesOf, notFoundMeta, pageMeta, title } from "~/lib/meta";
import { projectIdFrom } from "~/lib/page-kind";
import { languageOf } from "~/lib/paths";

/** The loader runs at build time only (every project page is prerendered):
 * each page carries its own project, case study and neighbours in its own
 * language, with the closing call (heading and call to action, content), and no browser bundle holds the projects' texts. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = projectIdFrom(params.id);
  const lang = languageOf(request.url);
  const project = id === undefined ? undefined : projectIn(id, lang);
  const study = id === undefined ? undefined : caseStudyIn(id, lang);
  const everyPage = everyPageOf(request.url);
  if (id === undefined || !project || !study) return { project: null, study: null, neighbours: null, cta: null, ...everyPage };
  return { project, study, neighbours: neighboursIn(id, lang), cta: { heading: sectionIn("project-cta", lang), call: callIn("project", lang) }, ...everyPage };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const project = args.loaderData?.project;
  if (!project) return notFoundMeta(args, "projectNotFound");
  const messages = messagesOf(args);
  if (!messages) return [];
  return pageMeta(args, { title: title(messages, project.title), description: project.summary });
};

export default function ProjectRoute() {
  const { project, study, neighbours, cta, contacts } = useLoaderData<typeof loader>();
  if (!project || !study || !neighbours || !cta) return <NotFoundView kind="project" />;
  return <ProjectDetail key={project.id} project={project} study={study} neighbours={neighbours} contacts={contacts} cta={cta} />;
}
