import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import site from "~/config/site.json";
import { ar } from "~/locales/ar";
import { LanguageSwitcher } from "./language-switcher";

afterEach(cleanup);

// Each language's name in itself has one home, site.json (issue 36, item
// 4), which the back office's pickers read too (admin-core's languageNames).
describe("the language switcher", () => {
  it("names every language as site.json does, in Arabic as in any language", async () => {
    const i18n = createInstance();
    i18n.use(initReactI18next).init({ lng: "ar", resources: { ar: { translation: ar } }, initAsync: false, interpolation: { escapeValue: false } });
    const Stub = createRoutesStub([{ path: "/ar/home", Component: () => <LanguageSwitcher placement="header" /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <Stub initialEntries={["/ar/home"]} />
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: ar.language.switchLabel.replace("{{language}}", site.languages.ar.name) }));
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(Object.values(site.languages).map((l) => l.name));
  });
});
