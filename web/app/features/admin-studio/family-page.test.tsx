import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import schemaJSON from "../../../../internal/content/schema.json";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import { FamilyPage } from "./family-page";
import { families, type Schema, type Studio } from "./model";

const person = (id: string, name: string) => ({ id, name: { en: name } });

const studio: Studio = {
  schema: schemaJSON as unknown as Schema,
  languages: ["en"],
  working: { testimonials: [person("sara", "Sara"), person("omar", "Omar"), person("khalid", "Khalid")] },
  updatedAt: null,
  updatedBy: "",
  revisions: { "/testimonials": "r1" },
  status: {},
  outdated: {},
};

let renderAgain = () => {};

/** Route builds the family afresh on every render, as the studio's route does. */
function Route() {
  const [, setCount] = useState(0);
  renderAgain = () => setCount((n) => n + 1);
  const family = families(studio).find((f) => f.name === "testimonials")!;
  return <FamilyPage studio={studio} family={family} />;
}

const names = () => screen.getAllByRole("listitem").map((li) => li.querySelector("a")?.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("reordering a list family", () => {
  // CI, 2026-11-29: a move was undone, and its button lost the focus, when
  // the route rendered again before the save answered.
  it("keeps a move and its button's focus while the route renders again before the save answers", async () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {}))); // the save never answers
    const Stub = createRoutesStub([{ path: "/admin/studio/testimonials", Component: Route }]);
    render(
      <TextsProvider lang="en" t={en}>
        <Stub initialEntries={["/admin/studio/testimonials"]} />
      </TextsProvider>,
    );
    const up = await screen.findByRole("button", { name: "Move up: Khalid" });
    up.focus();
    fireEvent.click(up);
    expect(names()).toEqual(["Sara", "Khalid", "Omar"]);
    expect(document.activeElement).toBe(up);

    act(() => renderAgain());
    expect(names()).toEqual(["Sara", "Khalid", "Omar"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up: Khalid" }));
  });
});

describe("a family whose order the site ignores", () => {
  it("lists its items by their words and where they show, with nothing to move", async () => {
    const calls = [
      { id: "hero", label: { en: "Start now" }, target: "whatsapp" },
      { id: "project", label: { en: "Request a project like this" }, target: "form" },
    ];
    const withCalls: Studio = { ...studio, working: { calls }, revisions: { "/calls": "r1" } };
    const Stub = createRoutesStub([{ path: "/admin/studio/calls", Component: () => <FamilyPage studio={withCalls} family={families(withCalls).find((f) => f.name === "calls")!} /> }]);
    render(
      <TextsProvider lang="en" t={en}>
        <Stub initialEntries={["/admin/studio/calls"]} />
      </TextsProvider>,
    );
    expect(await screen.findByText("Home page: the slides’ button")).toBeTruthy();
    expect(names()).toEqual(["Start now", "Request a project like this"]);
    expect(screen.queryByRole("button", { name: /^Move/ })).toBeNull();
  });
});
