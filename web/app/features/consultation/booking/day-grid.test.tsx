import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "~/lib/i18n";
import { ar } from "~/locales/ar";
import { en } from "~/locales/en";
import { daysOf, formatsFor } from "./calendar";
import { DayGrid } from "./day-grid";

afterEach(cleanup);

// Free times on Tuesday 1, Wednesday 2 and Tuesday 8 December 2026 (09:00 in Riyadh).
const slots = ["2026-12-01", "2026-12-02", "2026-12-08"].map((d) => ({ start: `${d}T06:00:00Z`, end: `${d}T06:30:00Z` }));

function renderGrid(lang: "en" | "ar", onChoose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18nFor(lang, lang === "ar" ? ar : en)}>
      <p id="days">days</p>
      <DayGrid lang={lang} days={daysOf(slots, "Asia/Riyadh")} formats={formatsFor(lang, "Asia/Riyadh")} chosen={null} onChoose={onChoose} labelledBy="days" />
    </I18nextProvider>,
  );
  return onChoose;
}

describe("DayGrid", () => {
  it("reads each day out in full with its free times, and starts the week on Saturday in Arabic", () => {
    renderGrid("ar");
    expect(screen.getAllByRole("columnheader")[0]?.getAttribute("abbr")).toBe("السبت");
    expect(screen.getByRole("gridcell", { name: /الثلاثاء، 1 ديسمبر 2026، موعد واحد متاح/ }).getAttribute("tabindex")).toBe("0");
    expect(screen.getByRole("gridcell", { name: /الخميس، 3 ديسمبر 2026، لا مواعيد متاحة/ }).getAttribute("aria-disabled")).toBe("true");
  });

  it("moves forward with ArrowLeft in Arabic and a week with ArrowDown; Enter chooses a free day only", () => {
    const onChoose = renderGrid("ar");
    const first = screen.getByRole("gridcell", { name: /1 ديسمبر/ });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/2 ديسمبر/);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/3 ديسمبر/);
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/8 ديسمبر/);
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith("2026-12-08");
  });

  it("moves forward with ArrowRight in English, from a week starting on Monday", () => {
    renderGrid("en");
    expect(screen.getAllByRole("columnheader")[0]?.getAttribute("abbr")).toBe("Monday");
    const first = screen.getByRole("gridcell", { name: /Tuesday, 1 December 2026, 1 free time/ });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/Wednesday, 2 December 2026, 1 free time/);
  });
});
