import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider, type AdminLanguage } from "~/features/admin-core/texts";
import { fr } from "~/features/admin-core/texts/fr";
import { en } from "~/features/admin-core/texts/en";
import type { Hours, HoursChange } from "./hours";
import { HoursEditor } from "./hours-editor";
import { bookingTexts } from "./texts";

afterEach(cleanup);

const nine = [{ from: "09:00", to: "17:00" }];

/** Mondays 09:00–17:00, Christmas Eve off and New Year's Eve in the morning. */
const hours: Hours = {
  weekly: [[], nine, [], [], [], [], []],
  dates: { "2026-12-31": [{ from: "09:00", to: "12:00" }], "2026-12-24": [] },
};

function editor(lang: AdminLanguage = "en") {
  const change = vi.fn<(c: HoursChange) => void>();
  render(
    <TextsProvider lang={lang} t={lang === "fr" ? fr : en}>
      <HoursEditor hours={hours} change={change} problem={() => undefined} />
    </TextsProvider>,
  );
  return change;
}

const day = (name: string) => screen.getByRole("group", { name });

describe("HoursEditor's days", () => {
  it("name a weekday and a date, each with its ranges or what none means there", () => {
    editor();
    const a = bookingTexts.en.availability;
    expect(within(day("Monday")).getByLabelText("From")).toHaveProperty("value", "09:00");
    expect(day("Tuesday").textContent).toContain(a.unavailable);
    expect(day("Thursday, 24 December 2026").textContent).toContain(a.dayOff);
    expect(within(day("Thursday, 31 December 2026")).getByLabelText("To")).toHaveProperty("value", "12:00");
  });

  it("list the week from the language's first day, then the dates in their order", () => {
    editor();
    const days = screen
      .getAllByRole("group")
      .filter((g) => g.querySelector(":scope > p")?.id === g.getAttribute("aria-labelledby"))
      .map((g) => g.querySelector(":scope > p")!.textContent);
    expect(days).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
      "Thursday, 24 December 2026",
      "Thursday, 31 December 2026",
    ]);
  });

  it("carry their own action: a date is removed, the first working day copied", () => {
    const change = editor();
    fireEvent.click(within(day("Thursday, 24 December 2026")).getByRole("button", { name: "Remove Thursday 24 December" }));
    expect(change).toHaveBeenLastCalledWith({ type: "removeDate", date: "2026-12-24" });
    fireEvent.click(within(day("Monday")).getByRole("button", { name: "Copy Monday to the working days" }));
    expect(change).toHaveBeenLastCalledWith({ type: "copy", from: 1, to: [2, 3, 4, 5] });
    expect(within(day("Tuesday")).queryByRole("button", { name: /Copy/ })).toBeNull();
  });

  it("are named in the language, capitalised at the start of a label", () => {
    editor("fr");
    const a = bookingTexts.fr.availability;
    expect(day("Mardi").textContent).toContain(a.unavailable);
    expect(day("Jeudi 24 décembre 2026").textContent).toContain(a.dayOff);
  });
});
