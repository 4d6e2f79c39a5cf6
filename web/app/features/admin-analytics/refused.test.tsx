import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "../admin-core/texts";
import { en } from "../admin-core/texts/en";
import { RefusedNotice } from "./controls";
import { dashboardLoader } from "./loader";
import { viewOf, withoutRefused } from "./query";

// The dashboard's API answers bad parameters as the inbox's does, 422 with
// every problem (docs/admin-api.md): the page shows the view without them
// and says which were left out and why, instead of an error page.

const today = "2026-11-10";

describe("withoutRefused", () => {
  it("leaves out each refused filter, brings back the default period, and names what it left out", () => {
    const view = viewOf(new URLSearchParams("range=custom&from=2020-01-01&to=2026-11-09&lang=de&device=mobile&compare=none"), today);
    const { view: kept, refused } = withoutRefused(view, { lang: "invalid", from: "too_early" }, today);
    expect(kept).toEqual({ preset: "30d", from: "2026-10-12", to: "2026-11-10", compare: false, filters: { device: "mobile" } });
    expect(refused).toEqual([
      { name: "lang", value: "de", code: "invalid" },
      { name: "from", value: "2020-01-01", code: "too_early" },
    ]);
  });
});

describe("dashboardLoader on a refused view", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the view without what the server refused", async () => {
    const asked: string[] = [];
    const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        asked.push(path);
        if (path.startsWith("/api/admin/settings")) return json(200, { timeZone: "UTC" });
        if (path.startsWith("/api/admin/analytics/realtime")) return json(200, { visitors: 0, pages: [] });
        return path.includes("lang=") ? json(422, { problems: { lang: "invalid" } }) : json(200, { dashboard: true });
      }),
    );
    const request = new Request("https://agency.test/admin/analytics?range=7d&lang=de&device=mobile");
    const data = await dashboardLoader({ request, params: {}, context: undefined } as unknown as Parameters<typeof dashboardLoader>[0]);
    expect(data.dashboard).toEqual({ dashboard: true });
    expect(data.view.filters).toEqual({ device: "mobile" });
    expect(data.refused).toEqual([{ name: "lang", value: "de", code: "invalid" }]);
    expect(asked.filter((p) => p.startsWith("/api/admin/analytics?"))).toHaveLength(2);
  });
});

describe("RefusedNotice", () => {
  it("names each refused parameter, its value and its problem, with the address without them", () => {
    render(
      <TextsProvider lang="en" t={en}>
        <MemoryRouter initialEntries={["/admin/analytics?range=custom&from=2020-01-01&to=2026-11-09&lang=de&device=mobile"]}>
          <RefusedNotice
            refused={[
              { name: "lang", value: "de", code: "invalid" },
              { name: "from", value: "2020-01-01", code: "too_early" },
            ]}
          />
        </MemoryRouter>
      </TextsProvider>,
    );
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain("Language: de (Not valid.)");
    expect(notice.textContent).toContain("From: 2020-01-01 (further back than visits are kept)");
    expect(screen.getByRole("link", { name: "Take it out of the address" }).getAttribute("href")).toBe("/admin/analytics?device=mobile");
  });
});
