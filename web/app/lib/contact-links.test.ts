import { describe, expect, it } from "vitest";
import { common as ar } from "~/locales/ar/common";
import { common as en } from "~/locales/en/common";
import { common as fr } from "~/locales/fr/common";
import { common as tr } from "~/locales/tr/common";
import { type Contacts, mailtoLink, telLink, whatsappLink, withWhatsappRef } from "./contact-links";

const message: Contacts = { email: "hello@nuqta.studio", phone: "+966 11 234 5678", whatsapp: "+966 50 123 4567", whatsappMode: "message" };
const direct: Contacts = { ...message, whatsappMode: "direct" };

describe("contact links", () => {
  it("prefills the message for the default variant", () => {
    expect(whatsappLink(message, "Hi & hello")).toBe("https://wa.me/966501234567?text=Hi%20%26%20hello");
  });
  it("links the bare number for the /a/ variant", () => {
    expect(whatsappLink(direct, "ignored")).toBe("https://wa.me/966501234567");
  });
  it("builds mailto and tel links", () => {
    expect(mailtoLink(direct)).toBe("mailto:hello@nuqta.studio");
    expect(telLink(message)).toBe("tel:+966112345678");
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
    const text = common.contact.whatsappMessage.replace("{{brand}}", common.meta.brand);
    const href = withWhatsappRef(whatsappLink(message, text), "K7Q3");
    expect(href.startsWith("https://wa.me/966501234567?text=")).toBe(true);
    expect(href).not.toContain("+"); // wa.me would show a plus sign
    expect(messageOf(href)).toBe(`${text}\n\nRef K7Q3`);
  });

  it("gives the /a/ variant's bare number link a message holding the reference", () => {
    const href = withWhatsappRef(whatsappLink(direct, "ignored"), "AB23");
    expect(href).toBe("https://wa.me/966501234567?text=Ref%20AB23");
  });

  it("replaces the reference an earlier click put there, and keeps other parameters", () => {
    const once = withWhatsappRef("https://api.whatsapp.com/send?phone=15550100100&text=Hi", "AAAA");
    const twice = withWhatsappRef(once, "ZZZZ");
    expect(twice).toBe("https://api.whatsapp.com/send?phone=15550100100&text=Hi%0A%0ARef%20ZZZZ");
    expect(withWhatsappRef(withWhatsappRef("https://wa.me/1", "AAAA"), "BBBB")).toBe("https://wa.me/1?text=Ref%20BBBB");
  });
});
