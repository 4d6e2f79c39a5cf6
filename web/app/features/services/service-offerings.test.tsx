import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { everyPageOf } from "~/content/every-page";
import { sectionIn } from "~/content/sections";
import { offeringsIn } from "~/content/services";
import { siteContent } from "~/content/site-content";
import type { CallTarget } from "~/content/types";
import { i18nFor } from "~/lib/i18n";
import { fr } from "~/locales/fr";
import { ServiceOfferings } from "./service-offerings";

afterEach(() => {
  cleanup();
  globalThis.__siteContent = undefined;
});

/** renderOffers draws the French services page's offers, the first one's
 * call leading to target, with what every page's loader gives. */
async function renderOffers(target: CallTarget) {
  const doc = structuredClone(siteContent());
  doc.services.offerings[0]!.target = target;
  globalThis.__siteContent = doc;
  const Offers = () => <ServiceOfferings heading={sectionIn("offerings", "fr")} offerings={offeringsIn("fr")} />;
  const Stub = createRoutesStub([{ path: "/fr/services", Component: Offers, HydrateFallback: () => null, loader: ({ request }) => everyPageOf(request.url) }]);
  render(
    <I18nextProvider i18n={i18nFor("fr", fr)}>
      <Stub initialEntries={["/fr/services"]} />
    </I18nextProvider>,
  );
  const first = offeringsIn("fr")[0]!;
  return { first, link: await screen.findByRole("link", { name: first.call.label }) };
}

describe("ServiceOfferings", () => {
  it("gives each offer the call the studio set: by default a WhatsApp chat naming the offer", async () => {
    const { first, link } = await renderOffers("whatsapp");
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain(first.name);
    expect(link.getAttribute("target")).toBe("_blank");
    for (const offer of offeringsIn("fr")) expect(screen.getByRole("link", { name: offer.call.label })).toBeTruthy();
  });

  it("opens the form with the offer's service chosen when the call leads there", async () => {
    const { first, link } = await renderOffers("form");
    expect(link.getAttribute("href")).toBe(`/fr/contact?service=${first.id}#consultation`);
  });
});
