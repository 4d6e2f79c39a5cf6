import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { fr } from "~/features/admin-core/texts/fr";
import type { Schema } from "./model";
import { LanguageViewControl, OutdatedHelp } from "./translation-status";

const schema = schemaJSON as unknown as Schema;
const languages = ["en", "ar", "fr", "tr"];

afterEach(cleanup);

describe("the language view control", () => {
  it("is a radio group naming each language in itself, and says how many are hidden", () => {
    const onChange = vi.fn();
    render(
      <TextsProvider lang="en" t={en}>
        <LanguageViewControl view="ar" languages={languages} onChange={onChange} />
      </TextsProvider>,
    );
    const group = screen.getByRole("group", { name: "Languages" });
    expect(group).toBeTruthy();
    const arabic = screen.getByRole("radio", { name: "العربية" }) as HTMLInputElement;
    expect(arabic.checked).toBe(true);
    expect((screen.getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText("3 other languages hidden")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Français" }));
    expect(onChange).toHaveBeenLastCalledWith("fr");
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(onChange).toHaveBeenLastCalledWith("all");
  });
});

describe("an outdated language's help", () => {
  const source = { languages: ["en"], changes: [{ pointer: "/testimonials/sara", field: "text", language: "en", before: "Old words.", after: "New words." }] };

  it("shows what changed in English and a Still correct button named for its text and language", () => {
    const onConfirm = vi.fn();
    render(
      <TextsProvider lang="fr" t={fr}>
        <OutdatedHelp field="Texte" language="fr" source={source} schema={schema} canConfirm busy={false} onConfirm={onConfirm} />
      </TextsProvider>,
    );
    expect(screen.getByText("Ce qui a changé en anglais")).toBeTruthy();
    expect(screen.getByText("Old words.")).toBeTruthy();
    expect(screen.getByText("New words.").getAttribute("dir")).toBe("ltr");
    fireEvent.click(screen.getByRole("button", { name: "Toujours correct\u00a0: Texte en français" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("leaves Still correct out while the language is being retyped, and shows a published change's text now", () => {
    render(
      <TextsProvider lang="en" t={en}>
        <OutdatedHelp field="Text" language="fr" source={{ languages: ["en"], current: [{ language: "en", text: "New words." }] }} schema={schema} canConfirm={false} busy={false} onConfirm={() => {}} />
      </TextsProvider>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Already on the live site. The text in English now:")).toBeTruthy();
    expect(screen.getByText("New words.").getAttribute("lang")).toBe("en");
  });
});
