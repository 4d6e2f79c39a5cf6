import { describe, expect, it } from "vitest";
import { exampleFields, setupNotices } from "./setup-notices";
import { textsFor } from "./texts";
import type { Me } from "./types";

const me = (role: "owner" | "editor" | "member", setup: Partial<Me["setup"]>): Me =>
  ({ role, setup: { mailOff: false, exampleContacts: [], invitationHours: 72, ...setup } }) as Me;

describe("setup notices", () => {
  const t = textsFor("en");
  it("say nothing when mail is set up and the contacts are real", () => {
    expect(setupNotices(me("owner", {}), "en", t)).toEqual([]);
  });
  it("tell everyone that mail is off, and those who publish about example contacts", () => {
    const examples = ["a.email", "a.phone", "default.email", "default.whatsapp"];
    expect(setupNotices(me("member", { mailOff: true, exampleContacts: examples }), "en", t)).toEqual([t.setup.mailOff]);
    const owner = setupNotices(me("owner", { mailOff: true, exampleContacts: examples }), "en", t);
    expect(owner).toHaveLength(2);
    expect(owner[1]).toContain("(email address, phone number and WhatsApp number)");
    expect(setupNotices(me("editor", { exampleContacts: examples }), "en", t)).toHaveLength(1);
  });
  it("name each kind of detail once, in the interface language", () => {
    const examples = ["default.email", "a.email", "default.phone"];
    expect(exampleFields("fr", textsFor("fr").setup.fields, examples)).toBe("adresse e-mail et numéro de téléphone");
    expect(exampleFields("ar", textsFor("ar").setup.fields, examples)).toBe("البريد الإلكتروني ورقم الهاتف");
    expect(exampleFields("tr", textsFor("tr").setup.fields, examples)).toBe("e-posta adresi ve telefon numarası");
  });
});
