import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { common as ar } from "~/locales/ar/common";
import { common as en } from "~/locales/en/common";
import { common as fr } from "~/locales/fr/common";
import { common as tr } from "~/locales/tr/common";
import { mailtoLink, telLink, whatsappLink, withWhatsappRef } from "./contact-links";

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

const messageOf = (href: string) => new URL(href).searchParams.get("text");

describe("withWhatsappRef", () => {
  it.each([
    { lang: "en", common: en },
    { lang: "ar", common: ar },
    { lang: "fr", common: fr },
    { lang: "tr", common: tr },
  ])("ends the $lang prefilled message with the reference on its own line", ({ common }) => {
    const message = common.contact.whatsappMessage.replace("{{brand}}", common.meta.brand);
    const href = withWhatsappRef(whatsappLink(site.variants.default, message), "K7Q3");
    expect(href.startsWith(`https://wa.me/${site.variants.default.whatsappNumber}?text=`)).toBe(true);
    expect(href).not.toContain("+"); // wa.me would show a plus sign
    expect(messageOf(href)).toBe(`${message}\n\nRef K7Q3`);
  });

  it("gives the /a/ variant's bare number link a message holding the reference", () => {
    const href = withWhatsappRef(whatsappLink(site.variants.a, "ignored"), "AB23");
    expect(href).toBe(`https://wa.me/${site.variants.a.whatsappNumber}?text=Ref%20AB23`);
  });

  it("replaces the reference an earlier click put there, and keeps other parameters", () => {
    const once = withWhatsappRef("https://api.whatsapp.com/send?phone=15550100100&text=Hi", "AAAA");
    const twice = withWhatsappRef(once, "ZZZZ");
    expect(twice).toBe("https://api.whatsapp.com/send?phone=15550100100&text=Hi%0A%0ARef%20ZZZZ");
    expect(withWhatsappRef(withWhatsappRef("https://wa.me/1", "AAAA"), "BBBB")).toBe("https://wa.me/1?text=Ref%20BBBB");
  });
});
