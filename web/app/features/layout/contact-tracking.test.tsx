import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { everyPageOf } from "~/content/every-page";
import { clickEvents } from "~/features/analytics/clicks";
import { en } from "~/locales/en";
import { ContactBar } from "./contact-bar";
import { FloatingContact } from "./floating-contact";

/** renderAt renders a layout control on /en/home, as the site does, with
 * what every page's loader gives it. */
function renderAt(control: () => React.ReactNode) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
  const Stub = createRoutesStub([{ path: "/en/home", Component: control, loader: ({ request }) => everyPageOf(request.url) }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/en/home"]} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

/** outbound is the outbound_click a click on link reports. */
function outbound(link: HTMLElement) {
  return clickEvents(link, window.location).find((e) => e.name === "outbound_click");
}

describe("the contact controls name themselves in the outbound click", () => {
  it.each([
    ["the floating buttons", () => <FloatingContact />, "whatsapp_float", "email_float"],
    ["the contact bar", () => <ContactBar />, "whatsapp_bar", "email_bar"],
  ])("%s", async (_, control, whatsapp, email) => {
    renderAt(control);
    const links = await screen.findAllByRole("link");
    const byChannel = new Map(links.map((a) => [outbound(a)?.props.channel, outbound(a)?.props.button_name]));
    expect(byChannel.get("whatsapp")).toBe(whatsapp);
    expect(byChannel.get("email")).toBe(email);
  });
});
