import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "~/config/site";
import { sectorsWithProjects } from "~/content/projects/cards";
import { sectors, sectorServices } from "~/content/sectors";
import { everyPageOf } from "~/content/every-page";
import { callIn } from "~/content/sections";
import { serviceCardsIn } from "~/content/services";
import { i18nFor } from "~/lib/i18n";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { ServicesGrid } from "./services-grid";

const messages = { en, ar } as const;

/** renderAt renders the cards at path, with what every page's loader gives
 * (the variant's contacts, for a call that opens a chat or a mail). */
function renderAt(lang: "en" | "ar", path: string, withProjects: readonly (typeof sectors)[number][]) {
  const Cards = () => <ServicesGrid section="home" cards={serviceCardsIn(lang)} call={callIn("service-card", lang)} withProjects={withProjects} />;
  const Stub = createRoutesStub([{ path, Component: Cards, HydrateFallback: () => null, loader: ({ request }) => everyPageOf(request.url) }]);
  return render(
    <I18nextProvider i18n={i18nFor(lang as Language, messages[lang])}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("ServicesGrid", () => {
  it("never sends a card to an empty projects list: each links to its projects or to the form with its service", async () => {
    const withProjects = sectorsWithProjects();
    // The default content has no construction and real estate project.
    expect(withProjects).not.toContain("realEstate");
    renderAt("en", "/en/home", withProjects);
    await screen.findAllByRole("link");
    for (const sector of sectors) {
      const name = serviceCardsIn("en").find((c) => c.sector === sector)!.name;
      if (withProjects.includes(sector)) {
        const link = screen.getByRole("link", { name: en.services.buttonLabel.replace("{{service}}", name) });
        expect(link.getAttribute("href")).toBe(`/en/projects?sector=${sector}`);
      } else {
        const call = callIn("service-card", "en").label;
        const link = screen.getByRole("link", { name: en.services.callLabel.replace("{{call}}", call).replace("{{service}}", name) });
        expect(link.getAttribute("href")).toBe(`/en/contact?service=${sectorServices[sector]}#consultation`);
        expect(link.textContent).toBe(call);
        expect(link.dataset.track).toBe("service_card_click");
      }
    }
  });

  it("links a sector to its projects once the content has one, in the page's variant and language", async () => {
    renderAt("ar", "/a/ar/services", sectors);
    await screen.findAllByRole("link");
    const name = serviceCardsIn("ar").find((c) => c.sector === "realEstate")!.name;
    const link = screen.getByRole("link", { name: ar.services.buttonLabel.replace("{{service}}", name) });
    expect(link.getAttribute("href")).toBe("/a/ar/projects?sector=realEstate");
    expect(screen.queryAllByText(callIn("service-card", "ar").label)).toEqual([]);
  });
});
