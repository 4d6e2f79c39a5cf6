import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData, useParams } from "react-router";
import { caseStudyIn } from "~/content/projects/case-studies";
import { NotFoundView } from "~/features/layout/not-found-view";
import { ProjectDetail } from "~/features/projects/project-detail";
import { projectById } from "~/features/projects/project-data";
import { messagesOf, notFoundMeta, pageMeta, title } from "~/lib/meta";
import { projectIdFrom } from "~/lib/page-kind";
import { parsePath } from "~/lib/paths";

/** The loader runs at build time only (every project page is prerendered):
 * each page carries its own case study in its own language, and no browser
 * bundle holds the case studies. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const id = projectIdFrom(params.id);
  const { lang } = parsePath(new URL(request.url).pathname);
  return { study: id === undefined ? null : (caseStudyIn(id, lang) ?? null) };
}

export const meta: MetaFunction = (args) => {
  const project = projectById(projectIdFrom(args.params.id) ?? NaN);
  if (!project) return notFoundMeta(args, "projectNotFound");
  const messages = messagesOf(args);
  const { lang } = parsePath(args.location.pathname);
  if (!messages) return pageMeta(args, "project");
  return pageMeta(args, "project", { title: title(messages, project.title[lang]), description: project.summary[lang] });
};

export default function ProjectRoute() {
  const project = projectById(projectIdFrom(useParams().id) ?? NaN);
  const { study } = useLoaderData<typeof loader>();
  if (!project || !study) return <NotFoundView kind="project" />;
  return <ProjectDetail key={project.id} project={project} study={study} />;
}
