import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { canHide, HiddenSwitch, isHidden, withHidden } from "./hidden";

describe("hiding an item", () => {
  it("marks the item hidden: true and shows it again without the field", () => {
    const item = { id: 3, title: { en: "App" } };
    const hidden = withHidden(item, true);
    expect(hidden).toEqual({ id: 3, title: { en: "App" }, hidden: true });
    expect(isHidden(hidden)).toBe(true);
    expect(withHidden(hidden, false)).toEqual(item);
    expect(isHidden(item)).toBe(false);
  });

  it("allows hiding only while the list keeps its minimum shown", () => {
    expect(canHide([{}, { hidden: true }], 1)).toBe(false); // the last shown hero slide
    expect(canHide([{}, {}], 1)).toBe(true);
    expect(canHide([{}], undefined)).toBe(true);
  });

  it("is a labelled switch that says its state and names its item", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <TextsProvider lang="en" t={en}>
        <HiddenSwitch hidden={false} name="Souq app" onChange={onChange} />
      </TextsProvider>,
    );
    const sw = screen.getByRole("switch", { name: "Hidden from the site: Souq app" });
    expect(sw.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(
      <TextsProvider lang="en" t={en}>
        <HiddenSwitch hidden={false} onChange={onChange} disabled />
      </TextsProvider>,
    );
    const off = screen.getByRole("switch", { name: "Hidden from the site" });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(off.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(off.getAttribute("aria-describedby")!)?.textContent).toMatch(/Cannot be hidden/);
    // A hidden item can always be shown again.
    rerender(
      <TextsProvider lang="en" t={en}>
        <HiddenSwitch hidden onChange={onChange} disabled />
      </TextsProvider>,
    );
    const on = screen.getByRole("switch", { name: "Hidden from the site" });
    expect(on.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(on);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
