import { cleanup, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { projectsIn } from "~/content/projects/cards";
import { ar } from "~/locales/ar";
import { ProjectsPreview } from "./projects-preview";
import { pageHeadingIn } from "~/content/pages";

function renderAt(path: string) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: "ar", resources: { ar: { translation: ar } }, initAsync: false, interpolation: { escapeValue: false } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <ProjectsPreview intro={pageHeadingIn("projects", "ar")} projects={projectsIn("ar")} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("ProjectsPreview", () => {
  it("shows the latest projects as tracked links to their pages, in the page's variant and language", () => {
    renderAt("/a/ar/home");
    const section = screen.getByRole("region", { name: pageHeadingIn("projects", "ar").heading });
    expect(section.id).toBe("projects");
    const cards = within(section).getAllByRole("heading", { level: 3 });
    expect(cards).toHaveLength(6);
    const link = within(cards[2]!).getByRole("link", { name: projectsIn("ar")[2]!.title });
    expect(link.getAttribute("href")).toBe("/a/ar/project/3");
    expect(link.dataset.track).toBe("project_card_click");
    expect(link.getAttribute("data-track-project_id")).toBe("3");
    expect(link.getAttribute("data-track-index")).toBe("2");
    expect(section.textContent).toContain("يونيو 2024"); // completion month, formatted in Arabic
  });

  it("gives each card a request link that starts the consultation form about that project", () => {
    renderAt("/a/ar/home");
    const requests = screen.getAllByRole("link", { name: new RegExp(`^${ar.projects.card.requestWork}`) });
    expect(requests).toHaveLength(6);
    expect(requests[2]!.getAttribute("href")).toBe("/a/ar/contact?service=ecommerce&project=3#consultation");
    expect(requests[2]!.textContent).toContain(projectsIn("ar")[2]!.title); // named for screen readers
    expect(requests[2]!.getAttribute("data-track-button_name")).toBe("request_work");
  });

  it("ends with a tracked button to the projects page", () => {
    renderAt("/ar/home");
    const more = screen.getByRole("link", { name: ar.projects.section.moreProjects });
    expect(more.getAttribute("href")).toBe("/ar/projects");
    expect(more.dataset.track).toBe("more_projects_click");
  });
});
