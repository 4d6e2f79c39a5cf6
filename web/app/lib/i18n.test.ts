import { describe, expect, it } from "vitest";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { tr } from "~/locales/tr";
import { i18nFor } from "./i18n";

const t = {
  en: i18nFor("en", en).getFixedT("en"),
  ar: i18nFor("ar", ar).getFixedT("ar"),
  fr: i18nFor("fr", fr).getFixedT("fr"),
  tr: i18nFor("tr", tr).getFixedT("tr"),
};
const tooShort = "consultation.errors.name.too_short";
const tooLong = "consultation.errors.message.too_long";

describe("numbers in texts", () => {
  it("are written with the page's pinned locale", () => {
    expect(t.en(tooLong, { max: 5000, count: 5000 })).toBe("Your message can have at most 5,000 characters.");
    expect(t.fr(tooLong, { max: 5000, count: 5000 })).toBe("Votre message peut compter au plus 5\u202f000\u00a0caractères.");
    expect(t.tr(tooLong, { max: 5000, count: 5000 })).toBe("Mesajınız en fazla 5.000 karakter olabilir.");
    // Latin digits in Arabic, whatever the browser's default for "ar".
    expect(t.ar(tooLong, { max: 5000, count: 5000 })).toBe("يجب ألا تتجاوز رسالتك 5,000 حرف.");
  });

  it("leave a year given as a string alone", () => {
    expect(t.en("footer.rights", { year: "2026", brand: "Nuqta Studio" })).toBe("© 2026 Nuqta Studio. All rights reserved.");
  });
});

describe("counted texts", () => {
  it("take Arabic's six plural forms: two characters are the dual, not 2 أحرف", () => {
    const name = (n: number) => t.ar(tooShort, { min: n, count: n });
    expect(name(1)).toBe("يجب أن يتكوّن الاسم من حرف واحد على الأقل.");
    expect(name(2)).toBe("يجب أن يتكوّن الاسم من حرفين على الأقل.");
    expect(name(3)).toBe("يجب أن يتكوّن الاسم من 3 أحرف على الأقل.");
    expect(name(11)).toBe("يجب أن يتكوّن الاسم من 11 حرفًا على الأقل.");
    expect(name(100)).toBe("يجب أن يتكوّن الاسم من 100 حرف على الأقل.");
  });

  it("take the singular for one in English, French and Turkish", () => {
    expect(t.en(tooShort, { min: 1, count: 1 })).toBe("Your name needs at least 1 character.");
    expect(t.en(tooShort, { min: 2, count: 2 })).toBe("Your name needs at least 2 characters.");
    expect(t.fr(tooShort, { min: 1, count: 1 })).toBe("Votre nom doit compter au moins 1\u00a0caractère.");
    expect(t.fr(tooShort, { min: 2, count: 2 })).toBe("Votre nom doit compter au moins 2\u00a0caractères.");
    expect(t.tr(tooShort, { min: 2, count: 2 })).toBe("Adınız en az 2 karakter olmalı.");
  });
});
