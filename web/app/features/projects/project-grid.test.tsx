import { act, cleanup, render } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { projectsIn } from "~/content/projects/cards";
import { en } from "~/locales/en";
import { ProjectGrid } from "./project-grid";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Callback[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: false, media: q }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(cb: Callback) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("staggers the cards scrolled into view by 0.05 s per index", () => {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const { container } = render(
    <MemoryRouter initialEntries={["/en/projects"]}>
      <I18nextProvider i18n={i18n}>
        <ProjectGrid projects={projectsIn("en")} headingLevel="h2" />
      </I18nextProvider>
    </MemoryRouter>,
  );
  const cards = container.querySelectorAll("ul > li");
  expect(cards).toHaveLength(9);
  expect(observers).toHaveLength(9);
  act(() => observers.forEach((cb) => cb([{ isIntersecting: false }])));
  act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
  expect([...cards].map((li) => (li as HTMLElement).style.transitionDelay)).toEqual(["", "50ms", "100ms", "150ms", "200ms", "250ms", "300ms", "350ms", "400ms"]);
});
