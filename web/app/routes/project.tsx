import type { MetaFunction } from "react-router";
import { useParams } from "react-router";
import { NotFoundView } from "~/features/layout/not-found-view";
import { ProjectDetail } from "~/features/projects/project-detail";
import { projectById } from "~/features/projects/project-data";
import { messagesOf, notFoundMeta, pageMeta, title } from "~/lib/meta";
import { projectIdFrom } from "~/lib/page-kind";

export const meta: MetaFunction = (args) => {
  const project = projectById(projectIdFrom(args.params.id) ?? NaN);
  if (!project) return notFoundMeta(args, "projectNotFound");
  const messages = messagesOf(args);
  const texts = messages?.projects.items[`p${project.id}`];
  if (!messages || !texts) return pageMeta(args, "project");
  return pageMeta(args, "project", { title: title(messages, texts.title), description: texts.summary });
};

export default function ProjectRoute() {
  const project = projectById(projectIdFrom(useParams().id) ?? NaN);
  if (!project) return <NotFoundView kind="project" />;
  return <ProjectDetail key={project.id} project={project} />;
}
