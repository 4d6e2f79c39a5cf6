import { cleanup, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactsOf } from "~/content/contacts";
import { neighboursIn, projectIn } from "~/content/projects/cards";
import { caseStudyIn, type CaseStudyText } from "~/content/projects/case-studies";
import { callIn, sectionIn } from "~/content/sections";
import { siteContent } from "~/content/site-content";
import { en } from "~/locales/en";
import { ProjectDetail } from "./project-detail";

function renderStudy(stores: CaseStudyText["stores"]) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
  return render(
    <MemoryRouter initialEntries={["/en/project/1"]}>
      <I18nextProvider i18n={i18n}>
        <ProjectDetail project={projectIn(1, "en")!} study={{ ...caseStudyIn(1, "en")!, stores }} neighbours={neighboursIn(1, "en")} contacts={contactsOf("https://site.test/en/project/1")} cta={{ heading: sectionIn("project-cta", "en"), call: callIn("project", "en") }} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("store buttons", () => {
  it("are absent while a case study has no real listing: no heading, no empty list", () => {
    renderStudy({});
    expect(screen.queryByText(en.projects.detail.stores)).toBeNull();
    expect(screen.queryByRole("link", { name: en.projects.detail.appStore })).toBeNull();
    expect(screen.queryByRole("link", { name: en.projects.detail.googlePlay })).toBeNull();
  });

  it("show only the listings the agency entered", () => {
    const play = "https://play.google.com/store/apps/details?id=com.example.khatwa";
    renderStudy({ googlePlay: play });
    const term = screen.getByText(en.projects.detail.stores);
    const fact = term.closest("div")!;
    expect(within(fact).getByRole("link", { name: en.projects.detail.googlePlay }).getAttribute("href")).toBe(play);
    expect(screen.queryByRole("link", { name: en.projects.detail.appStore })).toBeNull();
  });

  it("are never invented by the default content: it carries no store link at all", () => {
    // Links like apps.apple.com/app/id6450000101 led nowhere; the agency
    // adds its real listings in the studio.
    const links = siteContent().projects.flatMap((p) => [p.study.stores.appStore, p.study.stores.googlePlay].filter(Boolean));
    expect(links).toEqual([]);
  });
});
