import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "~/config/site";
import { sectionIn, studioIn } from "~/content/sections";
import { siteContent } from "~/content/site-content";
import type { SiteContent } from "~/content/types";
import { i18nFor } from "~/lib/i18n";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { StudioFacts } from "./studio-facts";

const messages = { en, ar } as const;

/** filled is the default document with the studio block an agency filled in. */
function filled(legal: SiteContent["studio"]["legal"] = { name: "Nuqta Studio LLC", registration: "CR 1010123456" }): SiteContent {
  const text = (en: string, ar: string) => ({ en, ar, fr: en, tr: en });
  return {
    ...siteContent(),
    studio: {
      people: [{ name: text("Layla Haddad", "ليلى حداد"), role: text("Founder and lead designer", "المؤسِّسة ومديرة التصميم") }],
      city: text("Riyadh", "الرياض"),
      legal,
    },
  };
}

function renderFor(lang: "en" | "ar") {
  return render(
    <I18nextProvider i18n={i18nFor(lang as Language, messages[lang])}>
      <StudioFacts heading={sectionIn("studio", lang)} studio={studioIn(lang)} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  globalThis.__siteContent = undefined;
});

describe("the about page's studio facts", () => {
  it("shows nothing while the content leaves them empty (the default document)", () => {
    expect(studioIn("en")).toBeNull();
    const { container } = renderFor("en");
    expect(container.innerHTML).toBe("");
  });

  it.each(["en", "ar"] as const)("shows the people, the city and the company when filled in (%s)", (lang) => {
    globalThis.__siteContent = filled();
    renderFor(lang);
    const section = screen.getByRole("region", { name: sectionIn("studio", lang).heading });
    expect(within(section).getByText(lang === "en" ? "Layla Haddad" : "ليلى حداد")).toBeTruthy();
    expect(within(section).getByText(lang === "en" ? "Founder and lead designer" : "المؤسِّسة ومديرة التصميم")).toBeTruthy();
    const terms = within(section).getAllByRole("term").map((dt) => dt.textContent);
    const m = messages[lang].about;
    expect(terms).toEqual([m.city, m.legal, m.registration]);
    const values = within(section).getAllByRole("definition").map((dd) => dd.textContent);
    expect(values).toEqual([lang === "en" ? "Riyadh" : "الرياض", "Nuqta Studio LLC", "CR 1010123456"]);
  });

  it("leaves out what is absent: no registration number, no people", () => {
    globalThis.__siteContent = { ...filled({ name: "Nuqta Studio LLC" }), studio: { people: [], legal: { name: "Nuqta Studio LLC" } } };
    renderFor("en");
    const section = screen.getByRole("region", { name: sectionIn("studio", "en").heading });
    expect(within(section).queryByRole("list")).toBeNull();
    expect(within(section).getAllByRole("term").map((dt) => dt.textContent)).toEqual([en.about.legal]);
  });
});
