import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextsProvider } from "../admin-core/texts";
import { en } from "../admin-core/texts/en";
import { emptyFilters, type Filters } from "./filters";
import { InboxFilters } from "./inbox-filters";

describe("InboxFilters", () => {
  it("builds a second change on the first while the first one's page is still loading", () => {
    const onChange = vi.fn<(f: Filters) => void>();
    // The props stay the loaded filters (French) through both changes, as
    // they do until the router has loaded the first change's page.
    render(
      <TextsProvider lang="en" t={en}>
        <InboxFilters filters={{ ...emptyFilters, language: "fr" }} users={[]} onChange={onChange} />
      </TextsProvider>,
    );
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Site"), { target: { value: "a" } });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ language: "", variant: "a", page: 1 }));
  });
});
