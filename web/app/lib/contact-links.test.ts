import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { mailtoLink, telLink, whatsappLink } from "./contact-links";

describe("contact links", () => {
  it("prefills the message for the default variant", () => {
    expect(whatsappLink(site.variants.default, "Hi & hello")).toBe(
      `https://wa.me/${site.variants.default.whatsappNumber}?text=Hi%20%26%20hello`,
    );
  });
  it("links the bare number for the /a/ variant", () => {
    expect(whatsappLink(site.variants.a, "ignored")).toBe(`https://wa.me/${site.variants.a.whatsappNumber}`);
  });
  it("builds mailto and tel links", () => {
    expect(mailtoLink(site.variants.a)).toBe(`mailto:${site.variants.a.email}`);
    expect(telLink(site.variants.default)).toBe("tel:+15550100100");
  });
});
