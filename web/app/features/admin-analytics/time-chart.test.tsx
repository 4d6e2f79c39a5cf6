import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "../admin-core/texts";
import { ar } from "../admin-core/texts/ar";
import { en } from "../admin-core/texts/en";
import { changedText, TimeChart } from "./time-chart";

/* jsdom lays nothing out: the chart is given a width as a browser would. */
class FixedWidth {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 600 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  disconnect() {}
  unobserve() {}
}

const series = ["2026-11-01", "2026-11-02", "2026-11-03"].map((t, i) => ({ t, visitors: 10 + i, pageviews: 20 + i }));
const markers = [
  { at: "2026-11-02T09:30:00Z", t: "2026-11-02", summary: "Hero text changed, Arabic", by: "Lina" },
  { at: "2026-10-20T09:30:00Z", t: "2026-10-20", summary: "outside the range", by: "Omar" },
];

describe("TimeChart markers", () => {
  beforeEach(() => vi.stubGlobal("ResizeObserver", FixedWidth));
  afterEach(() => vi.unstubAllGlobals());

  it("marks each publish on its day with a label that says what, who and when", () => {
    render(
      <TextsProvider lang="en" t={en}>
        <TimeChart current={series} previous={null} label="Visitors" markers={markers} timeZone="Asia/Riyadh" />
      </TextsProvider>,
    );
    const marker = screen.getByRole("img", { name: /^Published .* by Lina: Hero text changed, Arabic$/ });
    expect(marker.getAttribute("aria-label")).toContain("12:30"); // 09:30 UTC in Riyadh
    expect(screen.queryByText(/outside the range/)).toBeNull();
    expect(screen.getByRole("list", { name: "Publishes" }).textContent).toContain("Hero text changed, Arabic");
  });

  it("says which families changed, in which languages, typed summary or not", () => {
    const changes = [
      { family: "testimonials", languages: ["ar", "tr"] },
      { family: "heroSlides", languages: [] },
    ];
    render(
      <TextsProvider lang="en" t={en}>
        <TimeChart current={series} previous={null} label="Visitors" markers={[{ ...markers[0]!, summary: "", changes }]} timeZone="UTC" />
      </TextsProvider>,
    );
    expect(screen.getByRole("img", { name: /^Published .* by Lina: Testimonials \(Arabic and Turkish\) and Hero slides$/ })).toBeTruthy();
    expect(changedText("ar", changes)).toBe("آراء العملاء (العربية والتركية) وشرائح الواجهة");
    expect(changedText("fr", changes.slice(0, 1))).toBe("Témoignages (arabe et turc)");
  });

  it("says it in the interface language", () => {
    render(
      <TextsProvider lang="ar" t={ar}>
        <TimeChart current={series} previous={null} label="الزوار" markers={markers.slice(0, 1)} timeZone="UTC" />
      </TextsProvider>,
    );
    expect(screen.getByRole("img", { name: /^نُشر في .* بواسطة Lina: Hero text changed, Arabic$/ })).toBeTruthy();
  });

  // Issue 34, item 8: the server records a restore, not an English
  // sentence; the marker says it in the reader's language.
  it("says what a restore restored in the interface language", () => {
    const restore = { ...markers[0]!, summary: "", restoredFrom: 12, restoredItem: "/testimonials/khalid", changes: [{ family: "testimonials", languages: ["ar"] }] };
    render(
      <TextsProvider lang="ar" t={ar}>
        <TimeChart current={series} previous={null} label="الزوار" markers={[restore]} timeZone="UTC" />
      </TextsProvider>,
    );
    expect(screen.getByRole("img", { name: /^نُشر في .* بواسطة Lina: استعادة آراء العملاء › khalid إلى النسخة 12 · آراء العملاء \(العربية\)$/ })).toBeTruthy();
  });
});
