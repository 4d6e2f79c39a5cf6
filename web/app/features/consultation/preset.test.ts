import { describe, expect, it } from "vitest";
import { projectTitlesIn } from "~/content/projects/cards";
import { serviceNamesIn } from "~/content/services";
import { presetValues } from "./preset";

const message = (title: string) => `like “${title}”`;

describe("presetValues", () => {
  it.each([
    { name: "a service and a project", search: "?service=ecommerce&project=3", lang: "en", want: { service: "ecommerce", message: "like “Attar — herbs and organic products”" } },
    { name: "the project in the page's language", search: "?project=2", lang: "ar", want: { message: "like “سبيل — حفر الآبار”" } },
    { name: "a service the form does not offer", search: "?service=hacking", lang: "en", want: {} },
    { name: "an unknown project", search: "?service=religious&project=99", lang: "fr", want: { service: "religious" } },
    { name: "nothing", search: "", lang: "tr", want: {} },
  ] as const)("takes $name", ({ search, lang, want }) => {
    expect(
      presetValues(
        search,
        projectTitlesIn(lang),
        message,
        serviceNamesIn(lang).map((s) => s.id),
      ),
    ).toEqual(want);
  });
});
