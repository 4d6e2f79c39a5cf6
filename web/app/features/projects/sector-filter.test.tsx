import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectsIn } from "~/content/projects/cards";
import { sectorNamesIn } from "~/content/services";
import { i18nFor } from "~/lib/i18n";
import { en } from "~/locales/en";
import { ProjectsPage } from "./projects-page";
import { pageHeadingIn } from "~/content/pages";

beforeEach(() => {
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: false, media: q }));
  vi.stubGlobal("IntersectionObserver", class { observe() {} disconnect() {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18nFor("en", en)}>
      <MemoryRouter initialEntries={[path]}>
        <ProjectsPage intro={pageHeadingIn("projects", "en")} projects={projectsIn("en")} sectorNames={sectorNamesIn("en")} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const cards = screen.getAllByRole("heading", { level: 2 }).map((h) => h.closest("li")).filter((li): li is HTMLLIElement => li !== null);
  const visible = cards.filter((li) => !li.hidden).map((li) => li.dataset.sector);
  const filter = screen.getByRole("navigation", { name: en.projects.filter.label });
  const current = within(filter).getAllByRole("link").filter((a) => a.getAttribute("aria-current") === "true").map((a) => a.textContent);
  const empty = screen.getByRole("heading", { level: 2, name: en.projects.filter.emptyTitle, hidden: true }).parentElement!;
  return { visible, current, empty };
}

// Role queries over a page are slow in jsdom on a busy machine.
describe("the projects page's sector filter", { timeout: 20_000 }, () => {
  it("shows every project under All when the URL names no sector", () => {
    const { visible, current, empty } = renderAt("/en/projects");
    expect(visible).toHaveLength(9);
    expect(current).toEqual([en.projects.filter.all]);
    expect(empty.hidden).toBe(true);
  });

  it("shows only the projects of the URL's sector", () => {
    const { visible, current, empty } = renderAt("/en/projects?sector=ecommerce");
    expect(visible).toEqual(["ecommerce", "ecommerce"]);
    expect(current).toEqual([sectorNamesIn("en").ecommerce]);
    expect(empty.hidden).toBe(true);
  });

  it("offers a request in a sector that has no project yet", () => {
    const { visible, empty } = renderAt("/en/projects?sector=realEstate");
    expect(visible).toEqual([]);
    expect(empty.hidden).toBe(false);
    expect(within(empty).getByRole("link", { name: en.projects.filter.emptyButton }).getAttribute("href")).toBe(
      "/en/contact?service=construction-real-estate#consultation",
    );
  });

  it("ignores a sector it does not know", () => {
    const { visible, current } = renderAt("/en/projects?sector=bakeries");
    expect(visible).toHaveLength(9);
    expect(current).toEqual([en.projects.filter.all]);
  });

  it("links every sector in the URL", () => {
    renderAt("/en/projects");
    const filter = screen.getByRole("navigation", { name: en.projects.filter.label });
    expect(within(filter).getByRole("link", { name: sectorNamesIn("en").wellMosque }).getAttribute("href")).toBe("/en/projects?sector=wellMosque");
    expect(within(filter).getByRole("link", { name: en.projects.filter.all }).getAttribute("href")).toBe("/en/projects");
  });

  it("links the served path from the prerendered one, which ends in a slash", () => {
    renderAt("/en/projects/");
    const filter = screen.getByRole("navigation", { name: en.projects.filter.label });
    expect(within(filter).getByRole("link", { name: sectorNamesIn("en").ecommerce }).getAttribute("href")).toBe("/en/projects?sector=ecommerce");
    expect(within(filter).getByRole("link", { name: en.projects.filter.all }).getAttribute("href")).toBe("/en/projects");
  });
});
