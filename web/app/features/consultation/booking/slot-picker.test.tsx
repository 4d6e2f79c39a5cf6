import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "~/lib/i18n";
import { fr } from "~/locales/fr";
import { SlotPicker } from "./slot-picker";

afterEach(cleanup);

function renderPicker(zone: string, agencyZone: string) {
  render(
    <MemoryRouter initialEntries={["/fr/book"]}>
      <I18nextProvider i18n={i18nFor("fr", fr)}>
        <SlotPicker slots={[]} agencyZone={agencyZone} zone={zone} onZone={() => {}} chosen={null} onChoose={() => {}} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe("SlotPicker's zone note", () => {
  it("names a city as a place and UTC as a time", () => {
    renderPicker("Etc/UTC", "Europe/Paris");
    expect(screen.getByText(/Horaires affichés à l’heure UTC\./).textContent).toMatch(/Nous sommes à l’heure de \u2068Paris\u2069/);
    cleanup();
    renderPicker("Europe/Paris", "UTC");
    expect(screen.getByText(/Horaires affichés à l’heure de \u2068Paris\u2069\./).textContent).toMatch(/Nous sommes à l’heure UTC \(il est/);
  });
});
