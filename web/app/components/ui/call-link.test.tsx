import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { callIn } from "~/content/sections";
import { siteContent } from "~/content/site-content";
import type { CallTarget } from "~/content/types";
import type { Contacts } from "~/lib/contact-links";
import { CallLink } from "./call-link";

afterEach(() => {
  cleanup();
  globalThis.__siteContent = undefined;
});

const contacts: Contacts = { email: "team@agency.test", phone: "+966 50 123 4567", whatsapp: "+966 50 765 4321", whatsappMode: "message" };
const places = { contacts, to: (rest: string) => `/ar${rest}`, whatsappMessage: "مرحبًا" };

/** renderCall draws the hero's call with the target the studio chose. */
function renderCall(target: CallTarget, formHref?: string) {
  const doc = structuredClone(siteContent());
  doc.calls.find((c) => c.id === "hero")!.target = target;
  globalThis.__siteContent = doc;
  render(
    <MemoryRouter>
      <CallLink call={callIn("hero", "ar")} places={{ ...places, ...(formHref && { formHref }) }} className="" />
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: callIn("hero", "ar").label });
}

describe("CallLink", () => {
  it("leads where the studio chose, with the label it gave", () => {
    expect(renderCall("form").getAttribute("href")).toBe("/ar/contact#consultation");
    cleanup();
    expect(renderCall("booking").getAttribute("href")).toBe("/ar/book");
    cleanup();
    expect(renderCall("email").getAttribute("href")).toBe("mailto:team@agency.test");
    cleanup();
    const chat = renderCall("whatsapp");
    expect(chat.getAttribute("href")).toBe(`https://wa.me/966507654321?text=${encodeURIComponent("مرحبًا")}`);
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("opens the form already filled in where the page gives its link (a project's)", () => {
    expect(renderCall("form", "/ar/contact?project=3#consultation").getAttribute("href")).toBe("/ar/contact?project=3#consultation");
  });

  it("opens a page of the site in the same tab", () => {
    expect(renderCall("booking").getAttribute("target")).toBeNull();
  });
});
