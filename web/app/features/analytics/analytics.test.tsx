import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { BrowserRouter, Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Analytics } from "./analytics";
import type { WireEvent } from "./queue";

let bodies: string[];
const pageViews = () =>
  bodies
    .flatMap((b) => (JSON.parse(b) as { events: WireEvent[] }).events)
    .filter((e) => e.name === "page_view")
    .map((e) => e.path);

beforeEach(() => {
  bodies = [];
  history.replaceState(null, "", "/en/home");
  vi.stubGlobal("navigator", { ...navigator, sendBeacon: (_url: string, body: string) => bodies.push(body) > 0 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function App() {
  return (
    <BrowserRouter>
      <Analytics />
      <Link to="/en/faq">FAQ</Link>
      <Link to="/en/faq#question-3">Question 3</Link>
      <Link to="/a/ar/project/4">Project</Link>
    </BrowserRouter>
  );
}

describe("Analytics", () => {
  it("reports a page view on the first load and on every change of path, not of the hash", () => {
    render(<App />);
    fireEvent.click(screen.getByRole("link", { name: "FAQ" }));
    fireEvent.click(screen.getByRole("link", { name: "Question 3" }));
    fireEvent.click(screen.getByRole("link", { name: "Project" }));
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(pageViews()).toEqual(["/en/home", "/en/faq", "/a/ar/project/4"]);
  });

  it("measures nothing in the back office", () => {
    history.replaceState(null, "", "/admin/leads");
    const { unmount } = render(<App />);
    fireEvent.click(screen.getByRole("link", { name: "FAQ" }));
    act(() => void window.dispatchEvent(new Event("pagehide")));
    unmount();
    expect(bodies).toEqual([]);
  });

  it("sends what waits when it unmounts", () => {
    const { unmount } = render(<App />);
    expect(bodies).toEqual([]);
    unmount();
    expect(pageViews()).toEqual(["/en/home"]);
  });
});
